"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useState } from "react";
import { sameOriginPicture } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { templateInput, templateUpdate } from "@/lib/marketing/schemas";
import { useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Field, inputClass, SelectField, TextField } from "../ui/fields";
import { RecordForm, useRecordWrites } from "../record-form";
import { PagedResults } from "../paged-list";
import { useTemplateCategories, useTemplatePages, type Template, type TemplateCategory } from "./queries";
import { CategoriesCard } from "./categories-card";

export function TemplatesScreen() {
  const t = useMessages(marketingMessages);
  const ts = useMessages(shellMessages);
  const templates = useTemplatePages();
  /** Every category: the names the templates show, the form's choices. */
  const categories = useTemplateCategories();
  /** The template being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Template | null>();
  const categoryName = (id: number | null) => categories.data?.find((category) => category.id === id)?.name ?? ts("none");
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0">
        {editing !== undefined ? (
          <TemplateForm
            key={editing?.id ?? "new"}
            template={editing}
            categories={categories.data ?? []}
            onDone={() => setEditing(undefined)}
            onCreated={templates.showAdded}
          />
        ) : (
          <div className="mb-4 flex justify-end">
            <WriteButton onClick={() => setEditing(null)}>{t("newTemplate")}</WriteButton>
          </div>
        )}
        <Card title={t("templates")}>
          <PagedResults list={templates}>
            {(rows) => (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {rows.map((template) => (
                  <li key={template.id} className="overflow-hidden rounded-lg border border-gray-200">
                    {template.preview_url ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the store's own upload
                      <img src={sameOriginPicture(template.preview_url)} alt="" className="aspect-square w-full bg-gray-50 object-cover" />
                    ) : (
                      <LayoutSketch template={template} />
                    )}
                    <div className="flex items-start justify-between gap-2 p-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium">{template.name}</p>
                        <p className="text-xs text-gray-600">
                          {categoryName(template.category_id)} ·{" "}
                          <span dir="ltr">
                            {template.width}×{template.height}
                          </span>
                        </p>
                      </div>
                      <EditButton label={t("editTemplate", { name: template.name })} onClick={() => setEditing(template)} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </PagedResults>
        </Card>
      </div>
      <CategoriesCard />
    </div>
  );
}

function TemplateForm({
  template,
  categories,
  onDone,
  onCreated,
}: {
  template: Template | null;
  categories: TemplateCategory[];
  onDone: () => void;
  onCreated: () => void;
}) {
  const t = useMessages(marketingMessages);
  const [name, setName] = useState(template?.name ?? "");
  const [categoryId, setCategoryId] = useState(String(template?.category_id ?? categories[0]?.id ?? ""));
  const [width, setWidth] = useState(String(template?.width ?? 1080));
  const [height, setHeight] = useState(String(template?.height ?? 1080));
  const [layout, setLayout] = useState(JSON.stringify(template?.layout ?? { background: "#ffffff", layers: [] }, null, 2));
  const [preview, setPreview] = useState<Picture[]>([]);
  const writes = useRecordWrites({
    shownIn: [queryKeys.templates.all, queryKeys.templateCategories.all],
    createAt: "/templates",
    at: template ? `/templates/${template.id}` : undefined,
    body: () => {
      let parsedLayout: unknown;
      try {
        parsedLayout = JSON.parse(layout);
      } catch {
        throw new ApiFailure(422, t("layoutNotJson"), { layout: [t("layoutNotJson")] });
      }
      return {
        name,
        category_id: Number(categoryId),
        width: Number(width),
        height: Number(height),
        layout: parsedLayout,
        ...(preview[0] ? { preview_upload_id: preview[0].id } : {}),
      };
    },
    schemas: { create: templateInput, update: templateUpdate },
    onDone,
    onCreated,
  });
  const { failure } = writes;
  return (
    <RecordForm
      writes={writes}
      title={template ? t("editTemplate", { name: template.name }) : t("newTemplate")}
      deleteLabel={t("deleteTemplate")}
      confirmDelete={() => t("confirmDeleteTemplate", { name: template!.name })}
      fieldsMessage={failure?.fieldError("layout") ? undefined : t("checkFields")}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("name")} value={name} onChange={setName} error={failure?.fieldError("name")} />
        <SelectField
          label={t("category")}
          error={failure?.fieldError("category_id")}
          value={categoryId}
          onChange={setCategoryId}
          empty={t("choose")}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <TextField label={t("width")} type="number" min={1} max={4096} value={width} onChange={setWidth} error={failure?.fieldError("width")} />
        <TextField label={t("height")} type="number" min={1} max={4096} value={height} onChange={setHeight} error={failure?.fieldError("height")} />
        <Field label={t("layout")} error={failure?.fieldError("layout")} hint={t("layoutHint")} className="sm:col-span-2">
          {(id, describedBy) => (
            <textarea
              id={id}
              dir="ltr"
              rows={8}
              spellCheck={false}
              className={`${inputClass} font-mono text-xs`}
              value={layout}
              aria-invalid={!!failure?.fieldError("layout")}
              aria-describedby={describedBy}
              onChange={(e) => setLayout(e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <p className="mb-1 text-sm font-medium text-gray-800">{t("previewPicture")}</p>
          <PicturesField label={t("previewPicture")} multiple={false} pictures={preview} onChange={setPreview} />
          {failure?.fieldError("preview_upload_id") ? <p className="mt-1 text-sm text-red-700">{failure.fieldError("preview_upload_id")}</p> : null}
        </div>
      </div>
    </RecordForm>
  );
}

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * Where a template without a preview picture draws what: its layers' boxes over its background, in
 * proportion. The theme's colours are the store's, which the renderer knows: they show as gray.
 */
function LayoutSketch({ template }: { template: Template }) {
  const t = useMessages(marketingMessages);
  const { background, layers } = template.layout;
  return (
    <div
      role="img"
      aria-label={t("layoutSketch", { name: template.name })}
      className="relative w-full overflow-hidden border-b border-gray-200 bg-gray-100"
      style={{ aspectRatio: `${template.width} / ${template.height}`, background: HEX.test(background) ? background : undefined }}
    >
      {layers.map((layer, index) => (
        <div
          key={index}
          className={`absolute ${layer.type === "photo" ? "bg-gray-300" : layer.type === "text" ? "border border-dashed border-gray-500" : "bg-gray-700"}`}
          style={{
            left: `${layer.box.x * 100}%`,
            top: `${layer.box.y * 100}%`,
            width: `${layer.box.width * 100}%`,
            height: `${layer.box.height * 100}%`,
            ...(layer.type === "band" ? { opacity: layer.opacity ?? 1, background: layer.color && HEX.test(layer.color) ? layer.color : undefined } : {}),
          }}
        />
      ))}
    </div>
  );
}
