"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { productInput } from "@/lib/catalog/product-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { productMessages } from "@/lib/dashboard/messages/products";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { BackLink, Card, PageHeader } from "../ui/layout";
import { FormError } from "../ui/feedback";
import { Field, inputClass, SelectField } from "../ui/fields";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { refreshQueries } from "@/components/refresh-queries";

/** A name and a price make a product: it starts as a draft, and the editor opens on it. */
export function NewProduct() {
  const t = useMessages(productMessages);
  const ts = useMessages(shellMessages);
  const router = useRouter();
  const client = useQueryClient();
  const [draft, setDraft] = useState({ name: "", price: "", kind: "standard" });
  const create = useMutation({
    mutationFn: () => api<{ data: { id: number } }>("/products", { method: "POST", body: draft, schema: productInput }),
    onSuccess: ({ data }) => {
      void refreshQueries(client, queryKeys.products.all);
      router.push(`/dashboard/products/${data.id}`);
    },
  });
  const failure = create.error instanceof ApiFailure ? create.error : undefined;

  return (
    <div className="mx-auto max-w-2xl">
      <BackLink href="/dashboard/products">{t("back")}</BackLink>
      <PageHeader title={t("newProduct")} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <Card className="space-y-4">
          <Field label={t("name")} error={failure?.fieldError("name")}>
            {(id, describedBy) => (
              <input
                id={id}
                className={inputClass}
                value={draft.name}
                aria-invalid={!!failure?.fieldError("name")}
                aria-describedby={describedBy}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </Field>
          <DecimalField label={t("price")} value={draft.price} error={failure?.fieldError("price")} onChange={(price) => setDraft({ ...draft, price })} />
          <SelectField
            label={t("kind")}
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            options={[
              { value: "standard", label: t("standard") },
              { value: "customizable", label: t("customizable") },
            ]}
          />
          <FormError error={create.error} />
          <div className="flex justify-end">
            <WriteButton type="submit" disabled={create.isPending}>
              {create.isPending ? ts("saving") : ts("save")}
            </WriteButton>
          </div>
        </Card>
      </form>
    </div>
  );
}
