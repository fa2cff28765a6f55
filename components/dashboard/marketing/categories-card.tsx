"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, checkBody } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { categoryInput } from "@/lib/marketing/schemas";
import { useLanguage, useMessages } from "../language";
import { Button, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { FormError } from "../ui/feedback";
import { TextField } from "../ui/fields";
import { PagedResults } from "../paged-list";
import { useTemplateCategoryPages } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";

/** The template categories: added, renamed and deleted in place (one in use cannot be deleted: the API says so). */
export function CategoriesCard() {
  const t = useMessages(marketingMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const categories = useTemplateCategoryPages();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: number; name: string }>();
  const refresh = () => void refreshQueries(client, queryKeys.templateCategories.all);
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
                  <WriteButton
                    variant="secondary"
                    className="px-2 py-1"
                    aria-label={t("renameCategory", { name: category.name })}
                    onClick={() => setRenaming(category)}
                  >
                    {t("rename")}
                  </WriteButton>
                  <WriteButton
                    variant="danger"
                    className="px-2 py-1"
                    aria-label={t("deleteCategory", { name: category.name })}
                    onClick={() => window.confirm(t("confirmDeleteCategory", { name: category.name })) && remove.mutate(category.id)}
                  >
                    {ts("delete")}
                  </WriteButton>
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
          <WriteButton type="submit" variant="secondary" disabled={add.isPending}>
            {t("addCategory")}
          </WriteButton>
        </div>
      </form>
    </Card>
  );
}
