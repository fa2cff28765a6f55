"use client";

import { productMessages } from "@/lib/dashboard/messages/products";
import { draftLabel, parseValues, variantRows, type VariantDraft } from "@/lib/catalog/variant-drafts";
import { useMessages } from "../language";
import { RemoveButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { TextField } from "../ui/fields";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { removeAt, replaceAt, type Part } from "./product-draft";
import { textProps } from "./language-tabs";

export function VariantsCard({ draft, set, error, language, translating }: Part) {
  const t = useMessages(productMessages);
  const attributes = draft.attributes.map((a) => ({ name: a.name, values: parseValues(a.valuesText) }));
  const setVariant = (index: number, change: Partial<VariantDraft>) => set({ variants: replaceAt(draft.variants, index, change) });
  const addColor = () => set({ colors: [...draft.colors, { name: "", code: "#000000", image_id: null }] });
  return (
    <>
      <Card
        title={t("colors")}
        actions={
          <WriteButton variant="secondary" onClick={addColor}>
            {t("addColor")}
          </WriteButton>
        }
      >
        <ul className="space-y-2">
          {draft.colors.map((color, index) => (
            <li key={color.id ?? `new-${index}`} className="flex items-end gap-2">
              <TextField
                fieldClassName="flex-1"
                label={t("colorName")}
                value={color.name}
                error={error(`colors.${index}.name`)}
                onChange={(name) => set({ colors: replaceAt(draft.colors, index, { name }) })}
              />
              <TextField
                type="color"
                className="h-10 w-14 rounded border border-gray-300"
                label={t("colorCode")}
                value={color.code}
                error={error(`colors.${index}.code`)}
                onChange={(code) => set({ colors: replaceAt(draft.colors, index, { code }) })}
              />
              <RemoveButton label={t("removeColor", { name: color.name })} onClick={() => set({ colors: removeAt(draft.colors, index) })} />
            </li>
          ))}
        </ul>
      </Card>
      <Card
        title={t("attributes")}
        actions={
          <WriteButton variant="secondary" onClick={() => set({ attributes: [...draft.attributes, { name: "", valuesText: "" }] })}>
            {t("addAttribute")}
          </WriteButton>
        }
      >
        <ul className="space-y-2">
          {draft.attributes.map((attribute, index) => (
            <li key={index} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
              <TextField
                label={t("attributeName")}
                error={error(`attributes.${index}.name`)}
                {...textProps({
                  language,
                  translating,
                  own: attribute.name,
                  translations: attribute.translations,
                  setOwn: (name) => set({ attributes: replaceAt(draft.attributes, index, { name }) }),
                  setTranslations: (translations) => set({ attributes: replaceAt(draft.attributes, index, { translations }) }),
                })}
              />
              <TextField
                label={t("attributeValues")}
                value={attribute.valuesText}
                error={error(`attributes.${index}.values`)}
                onChange={(valuesText) => set({ attributes: replaceAt(draft.attributes, index, { valuesText }) })}
              />
              <RemoveButton label={t("removeAttribute", { name: attribute.name })} onClick={() => set({ attributes: removeAt(draft.attributes, index) })} />
            </li>
          ))}
        </ul>
        {draft.attributes.length > 0 || draft.colors.length > 0 ? (
          <WriteButton
            variant="secondary"
            className="mt-3"
            onClick={() =>
              set({
                variants: variantRows(
                  attributes,
                  draft.variants,
                  draft.price,
                  draft.colors.map((c) => c.name),
                ),
              })
            }
          >
            {t("generateVariants")}
          </WriteButton>
        ) : null}
      </Card>
      {draft.variants.length > 0 ? (
        <Card title={t("variants")}>
          {error("variants") ? <p className="mb-2 text-sm text-red-700">{error("variants")}</p> : null}
          <ul className="divide-y divide-gray-100">
            {draft.variants.map((variant, index) => {
              const name = draftLabel(variant.values, variant.color);
              return (
                <li key={name} className="grid grid-cols-2 items-end gap-2 py-2 sm:grid-cols-[1fr_8rem_6rem_8rem]">
                  <span className="col-span-2 text-sm font-medium sm:col-span-1">{name}</span>
                  <DecimalField
                    label={`${t("price")} · ${name}`}
                    value={variant.price}
                    error={error(`variants.${index}.price`)}
                    onChange={(price) => setVariant(index, { price })}
                  />
                  <TextField
                    label={`${t("stock")} · ${name}`}
                    type="number"
                    min={0}
                    value={variant.stock}
                    error={error(`variants.${index}.stock`)}
                    onChange={(stock) => setVariant(index, { stock: Number(stock) })}
                  />
                  <TextField
                    label={`${t("sku")} · ${name}`}
                    value={variant.sku}
                    error={error(`variants.${index}.sku`)}
                    onChange={(sku) => setVariant(index, { sku })}
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
