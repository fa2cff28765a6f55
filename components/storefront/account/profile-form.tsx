"use client";

/* eslint-disable @next/next/no-img-element -- the picture is the customer's upload, any size */
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import { shopApi } from "../shop-api";
import { Field, fieldError, FormError, secondaryButton } from "./form-parts";

type Profile = { name: string; email: string; phone: string; image: string | null };

/** The profile, sent as multipart (/update-profile-customer takes the picture only as a file part). */
export function ProfileForm({ language, profile }: { language: string; profile: Profile }) {
  const t = (key: AccountMessage) => accountMessages(language, key);
  const router = useRouter();
  const [preview, setPreview] = useState(profile.image);
  const save = useMutation({
    mutationFn: (form: FormData) => {
      const image = form.get("image");
      if (image instanceof File && image.size === 0) form.delete("image");
      return shopApi<{ customer: Profile }>("/update-profile-customer", { method: "POST", body: form });
    },
    onSuccess: ({ customer }) => {
      setPreview(customer.image);
      router.refresh();
    },
  });
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(new FormData(event.currentTarget));
      }}
    >
      <div className="flex items-center gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-full bg-gray-100 ring-1 ring-gray-200">
          {preview ? <img src={preview} alt={t("picture")} width={64} height={64} className="size-16 object-cover" /> : null}
        </div>
        <label className={`${secondaryButton} cursor-pointer`}>
          {t("changePicture")}
          <input
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) setPreview(URL.createObjectURL(file));
            }}
          />
        </label>
      </div>
      {fieldError(save.error, "image") ? <p className="text-sm text-red-700">{fieldError(save.error, "image")}</p> : null}
      <FormError error={save.error} fallback={t("failed")} />
      <Field label={t("name")} name="name" defaultValue={profile.name} autoComplete="name" required error={fieldError(save.error, "name")} />
      <Field label={t("email")} name="email" type="email" defaultValue={profile.email} autoComplete="email" required error={fieldError(save.error, "email")} />
      <Field label={t("phone")} name="phone" type="tel" defaultValue={profile.phone} autoComplete="tel" required error={fieldError(save.error, "phone")} />
      <div className="flex items-center gap-3">
        <button type="submit" className={secondaryButton} disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </button>
        <p role="status" className="text-sm text-green-700">
          {save.isSuccess ? t("saved") : ""}
        </p>
      </div>
    </form>
  );
}
