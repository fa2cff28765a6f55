"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { listingImage } from "@/lib/catalog/listing-image";
import { productPatch } from "@/lib/catalog/product-schemas";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { productMessages } from "@/lib/dashboard/messages/products";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { PicturesField } from "../media-picker";
import { WriteButton } from "../ui/buttons";
import { useWritable } from "../store";
import { BackLink, Card, PageHeader } from "../ui/layout";
import { QueryState } from "../ui/feedback";
import { Field, inputClass, PublishSwitch, SelectField, TextField } from "../ui/fields";
import { SaveStatus, useSaveConfirmation } from "../ui/saving";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { useCategories } from "./products-screen";
import { refreshQueries } from "@/components/refresh-queries";
import { bodyOf, draftOf, type Draft, type ProductRecord } from "./product-draft";
import { OptionGroupsCard } from "./option-groups-card";
import { VariantsCard } from "./variants-card";
import { DescriptionField } from "./description-field";
import { LanguageTabs, translatedText, useCatalogLanguage } from "./language-tabs";
import { CheckList } from "../ui/check-list";

export function ProductEditor({ id }: { id: string }) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.products.detail(id), queryFn: () => api<{ data: ProductRecord }>(`/products/${id}`).then((a) => a.data) });
  // Held here, above the form that a save restarts, so that "Saved" (or the refusal) outlives it.
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => api<{ data: ProductRecord }>(`/products/${id}`, { method: "PUT", body, schema: productPatch }),
    onSuccess: ({ data }) => {
      client.setQueryData(queryKeys.products.detail(id), data);
      void refreshQueries(client, queryKeys.products.all);
    },
  });
  const confirmation = useSaveConfirmation(save);
  if (!query.data) return <QueryState loading={query.isPending} error={query.error} />;
  // Keyed by the record's last change: a save that answers a newer record starts the form from it.
  return <Editor key={query.data.updated_at} product={query.data} save={save} confirmation={confirmation} />;
}

type EditorProps = {
  product: ProductRecord;
  save: UseMutationResult<{ data: ProductRecord }, Error, ReturnType<typeof bodyOf>>;
  confirmation: ReturnType<typeof useSaveConfirmation>;
};

function Editor({ product, save, confirmation }: EditorProps) {
  const t = useMessages(productMessages);
  const ts = useMessages(shellMessages);
  const client = useQueryClient();
  const router = useRouter();
  const categories = useCategories();
  const [draft, setDraft] = useState(() => draftOf(product));
  const { language, setLanguage, own, translating } = useCatalogLanguage();
  const translation = (field: string) => translatedText(draft.translations, language, field, (translations) => set({ translations }));
  // Every change of the draft goes through here: it ends the last save's "Saved".
  const set = (change: Partial<Draft>) => {
    confirmation.clear();
    setDraft((current) => ({ ...current, ...change }));
  };
  const remove = useMutation({
    mutationFn: () => api(`/products/${product.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refreshQueries(client, queryKeys.products.all);
      router.push("/dashboard/products");
    },
  });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const error = (field: string) => failure?.fieldError(field);
  const writable = useWritable();
  const standard = product.kind === "standard";
  // The listing image the save will give, by the catalog's own rule, as the owner reorders.
  const listing = listingImage({
    stored: product.thumbnail_id,
    before: product.images.map((picture) => picture.id),
    after: draft.pictures.map((picture) => picture.id),
    sent: draft.thumbnail_id,
  });

  /** A text input bound to a draft field, its error beside it. */
  const text = (label: string, field: "name" | "slug" | "sku") => (
    <TextField label={label} value={draft[field]} error={error(field)} onChange={(value) => set({ [field]: value })} />
  );
  const amount = (label: string, field: "price" | "purchase_price" | "discount_amount") => (
    <DecimalField label={label} value={draft[field]} error={error(field)} onChange={(value) => set({ [field]: value })} />
  );
  const whole = (label: string, value: number, onChange: (value: number) => void, field: string) => (
    <TextField label={label} type="number" min={0} value={value} error={error(field)} onChange={(text) => onChange(Number(text))} />
  );

  return (
    <form
      className="mx-auto max-w-5xl"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(bodyOf(draft, product.kind));
      }}
    >
      <BackLink href="/dashboard/products">{t("back")}</BackLink>
      <PageHeader title={product.name}>
        <a
          href={product.url}
          target="_blank"
          rel="noreferrer"
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50"
        >
          {t("viewOnStore")}
        </a>
        <SaveStatus className="self-center" saved={confirmation.saved} error={save.error} fieldsMessage={t("fixErrors")} />
        <WriteButton type="submit" disabled={save.isPending}>
          {save.isPending ? ts("saving") : ts("save")}
        </WriteButton>
      </PageHeader>
      {/* A person who may only read the catalogue sees the product's values, none of them to change. */}
      <fieldset disabled={!writable} className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={t("details")} className="space-y-4">
            <LanguageTabs language={language} own={own} onChange={setLanguage} />
            {translating ? (
              <>
                <TextField label={t("name")} placeholder={draft.name} error={error(`translations.${language}.name`)} {...translation("name")} />
                <Field label={t("summary")} error={error(`translations.${language}.summary`)}>
                  {(inputId) => {
                    const { onChange, ...summary } = translation("summary");
                    return (
                      <textarea
                        id={inputId}
                        rows={2}
                        className={inputClass}
                        placeholder={draft.summary}
                        onChange={(e) => onChange(e.target.value)}
                        {...summary}
                      />
                    );
                  }}
                </Field>
                <DescriptionField error={error(`translations.${language}.description`)} {...translation("description")} />
              </>
            ) : (
              <>
                {text(t("name"), "name")}
                <Field label={t("summary")} error={error("summary")}>
                  {(inputId) => (
                    <textarea id={inputId} rows={2} className={inputClass} value={draft.summary} onChange={(e) => set({ summary: e.target.value })} />
                  )}
                </Field>
                <DescriptionField value={draft.description} error={error("description")} onChange={(description) => set({ description })} />
              </>
            )}
          </Card>
          <Card title={t("pictures")}>
            <PicturesField
              label={t("pictures")}
              pictures={draft.pictures}
              onChange={(pictures) => set({ pictures })}
              listing={{ id: listing, onMakeFirst: (pictures) => set({ pictures, thumbnail_id: null }) }}
            />
            {error("image_ids") ? <p className="mt-2 text-sm text-red-700">{error("image_ids")}</p> : null}
          </Card>
          <Card title={t("pricing")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {amount(t("price"), "price")}
              {amount(t("purchasePrice"), "purchase_price")}
              <SelectField
                label={t("discountType")}
                error={error("discount_type")}
                value={draft.discount_type}
                onChange={(value) => set({ discount_type: Number(value) })}
                options={[
                  { value: 0, label: t("noDiscount") },
                  { value: 1, label: t("fixedDiscount") },
                  { value: 2, label: t("percentDiscount") },
                ]}
              />
              {draft.discount_type === 0 ? null : amount(t("discountAmount"), "discount_amount")}
            </div>
          </Card>
          <Card title={t("inventory")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text(t("sku"), "sku")}
              {standard && draft.variants.length > 0 ? (
                <p className="self-end text-sm text-gray-600">{t("stockOnVariants")}</p>
              ) : (
                whole(t("stock"), draft.stock, (stock) => set({ stock }), "stock")
              )}
              {whole(t("lowStockAlert"), draft.low_stock_quantity_alert, (value) => set({ low_stock_quantity_alert: value }), "low_stock_quantity_alert")}
            </div>
          </Card>
          {standard ? (
            <VariantsCard draft={draft} set={set} error={error} language={language} translating={translating} />
          ) : (
            <OptionGroupsCard draft={draft} set={set} error={error} language={language} translating={translating} />
          )}
          <Card title={t("seo")} className="space-y-4">
            {text(t("slug"), "slug")}
            <p className="text-xs text-gray-600">{t("seoHint")}</p>
          </Card>
        </div>
        <div className="space-y-4">
          <Card title={t("status")}>
            <PublishSwitch checked={draft.status === 1} onChange={(on) => set({ status: on ? 1 : 2 })} />
          </Card>
          <Card title={t("categories")}>
            <CheckList
              legend={t("categories")}
              hideLegend
              options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              selected={draft.category_ids}
              onChange={(category_ids) => set({ category_ids })}
              error={error("category_ids")}
            />
          </Card>
          {writable ? (
            <Card>
              <WriteButton variant="danger" className="w-full" onClick={() => window.confirm(t("confirmDelete")) && remove.mutate()}>
                {t("deleteProduct")}
              </WriteButton>
            </Card>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
