"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiFailure, checkBody, sameOriginPicture } from "@/lib/dashboard/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { categoryInput, templateInput, templateUpdate } from "@/lib/marketing/schemas";
import { useLanguage, useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { Button, Card, Field, FormError, inputClass, TextField, EditButton } from "../ui";
import { RecordForm, useRecordWrites } from "../record-form";
import { PagedResults } from "../paged-list";
import { useTemplateCategories, useTemplateCategoryPages, useTemplatePages, type Template, type TemplateCategory } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";

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
            <Button onClick={() => setEditing(null)}>{t("newTemplate")}</Button>
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
    shownIn: [["templates"], ["categories"]],
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
        <Field label={t("category")} error={failure?.fieldError("category_id")}>
          {(id, describedBy) => (
            <select
              id={id}
              className={inputClass}
              value={categoryId}
              aria-invalid={!!failure?.fieldError("category_id")}
              aria-describedby={describedBy}
              onChange={(e) => setCategoryId(e.target.value)}
            >
              <option value="">{t("choose")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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

/** The template categories: added, renamed and deleted in place (one in use cannot be deleted: the API says so). */
function CategoriesCard() {
  const t = useMessages(marketingMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const categories = useTemplateCategoryPages();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: number; name: string }>();
  const refresh = () => void refreshQueries(client, ["categories"]);
  const add = useMutation({
    mutationFn: () => {
      checkBody(categoryInput, { name });
      return api("/categories", { method: "POST", body: { name } });
    },
    onSuccess: () => (setName(""), categories.showAdded(), refresh()),
  });
  const rename = useMutation({
    mutationFn: (category: { id: number; name: string }) => {
      checkBody(categoryInput, { name: category.name });
      return api(`/categories/${category.id}`, { method: "PUT", body: { name: category.name } });
    },
    onSuccess: () => (setRenaming(undefined), refresh()),
  });
  const remove = useMutation({ mutationFn: (id: number) => api(`/categories/${id}`, { method: "DELETE" }), onSuccess: refresh });
  const addError = add.error instanceof ApiFailure ? add.error.fieldError("name") : undefined;
  const renameError = rename.error instanceof ApiFailure ? rename.error.fieldError("name") : undefined;
  return (
    <Card title={t("templateCategories")} className="self-start">
      <PagedResults list={categories}>
        {(rows) => (
          <ul className="divide-y divide-gray-100 text-sm">
            {rows.map((category) =>
              renaming?.id === category.id ? (
                <li key={category.id} className="py-2">
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      rename.mutate(renaming);
                    }}
                  >
                    <TextField
                      label={t("categoryName")}
                      value={renaming.name}
                      onChange={(value) => setRenaming({ ...renaming, name: value })}
                      error={renameError}
                    />
                    <div className="mt-2 flex justify-end gap-2">
                      <Button variant="secondary" onClick={() => setRenaming(undefined)}>
                        {ts("cancel")}
                      </Button>
                      <Button type="submit">{ts("save")}</Button>
                    </div>
                  </form>
                </li>
              ) : (
                <li key={category.id} className="flex flex-wrap items-center justify-end gap-2 py-2">
                  <span className="min-w-0 basis-full break-words">
                    {category.name} <span className="text-gray-600">({formatNumber(category.templates_count, language)})</span>
                  </span>
                  <Button
                    variant="secondary"
                    className="px-2 py-1"
                    aria-label={t("renameCategory", { name: category.name })}
                    onClick={() => setRenaming(category)}
                  >
                    {t("rename")}
                  </Button>
                  <Button
                    variant="danger"
                    className="px-2 py-1"
                    aria-label={t("deleteCategory", { name: category.name })}
                    onClick={() => window.confirm(t("confirmDeleteCategory", { name: category.name })) && remove.mutate(category.id)}
                  >
                    {ts("delete")}
                  </Button>
                </li>
              ),
            )}
          </ul>
        )}
      </PagedResults>
      <FormError error={remove.error} />
      <form
        className="mt-3 border-t border-gray-100 pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <TextField label={t("newCategory")} value={name} onChange={setName} error={addError} />
        <div className="mt-2 flex justify-end">
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {t("addCategory")}
          </Button>
        </div>
      </form>
    </Card>
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
