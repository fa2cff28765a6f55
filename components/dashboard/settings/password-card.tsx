"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { dashboardPasswordMessages } from "@/lib/dashboard/messages/passwords";
import { ApiFailure } from "@/lib/http/api-client";
import { changePasswordInput } from "@/lib/passwords/schemas";
import { useMessages } from "../language";
import { Button } from "../ui/buttons";
import { FormError } from "../ui/feedback";
import { TextField } from "../ui/fields";
import { Card } from "../ui/layout";

// The owner's password and sessions: a change keeps this session and ends the others; "Sign out
// everywhere" ends them all, this one included (the dashboard's session ends with its token).

const EMPTY = { current_password: "", password: "", password_confirmation: "" };

export function PasswordCard() {
  const t = useMessages(dashboardPasswordMessages);
  const [form, setForm] = useState(EMPTY);
  const change = useMutation({
    mutationFn: () => api("/change-password", { method: "POST", body: form, schema: changePasswordInput }),
    onSuccess: () => setForm(EMPTY),
  });
  const everywhere = useMutation({
    mutationFn: () => api("/logout-everywhere", { method: "POST" }),
    onSuccess: () => signOut({ callbackUrl: "/sign-in" }),
  });
  const error = (name: keyof typeof EMPTY) => (change.error instanceof ApiFailure ? change.error.fieldError(name) : undefined);
  const field = (name: keyof typeof EMPTY) => ({
    type: "password",
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    error: error(name),
    autoComplete: name === "current_password" ? "current-password" : "new-password",
  });
  return (
    <Card title={t("security")}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
        noValidate
      >
        <TextField label={t("currentPassword")} {...field("current_password")} />
        <TextField label={t("newPassword")} {...field("password")} />
        <TextField label={t("confirmNewPassword")} {...field("password_confirmation")} />
        {change.isSuccess ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {t("changed")}
          </p>
        ) : null}
        <FormError error={change.error} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("changing") : t("changePassword")}
        </Button>
      </form>
      <div className="mt-5 space-y-2 border-t border-gray-200 pt-4">
        <Button variant="danger" onClick={() => everywhere.mutate()} disabled={everywhere.isPending}>
          {t("signOutEverywhere")}
        </Button>
        <p className="text-xs text-gray-600">{t("signOutEverywhereHint")}</p>
        <FormError error={everywhere.error} />
      </div>
    </Card>
  );
}
