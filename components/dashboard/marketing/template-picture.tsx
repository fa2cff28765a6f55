"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import type { productSummary } from "@/lib/catalog/product-schemas";
import { api, type ListPage, sameOriginPicture } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { postMessages } from "@/lib/dashboard/messages/marketing-posts";
import type { renderedAnswer } from "@/lib/marketing/schemas";
import { useMessages } from "../language";
import { Button } from "../ui/buttons";
import { FormError } from "../ui/feedback";
import { SelectField, type SelectOption } from "../ui/fields";
import { usePlatforms, useResolutions, useTemplates } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";

export type Rendered = z.infer<typeof renderedAnswer>["data"];
type ProductSummary = z.infer<typeof productSummary>;

/** A picture drawn from one of the store's templates at a platform's size, over a product: saved to the gallery, then the post's picture. */
export function TemplatePicture({
  templateId,
  onTemplate,
  rendered,
  onRendered,
}: {
  templateId: string;
  onTemplate: (id: string) => void;
  rendered: Rendered | undefined;
  onRendered: (picture: Rendered) => void;
}) {
  const t = useMessages(postMessages);
  const area = useMessages(marketingMessages);
  const client = useQueryClient();
  const templates = useTemplates();
  const platforms = usePlatforms();
  const resolutions = useResolutions();
  const products = useQuery({
    queryKey: queryKeys.products.whole(),
    queryFn: () => api<ListPage<ProductSummary>>("/products?per_page=100").then((answer) => answer.data),
  });
  const [resolutionId, setResolutionId] = useState("");
  const [productId, setProductId] = useState("");
  const render = useMutation({
    mutationFn: () =>
      api<z.infer<typeof renderedAnswer>>(`/templates/${templateId}/render`, {
        method: "POST",
        body: { resolution_id: Number(resolutionId), product_id: productId ? Number(productId) : undefined },
      }),
    onSuccess: (answer) => {
      onRendered(answer.data);
      void refreshQueries(client, queryKeys.imageGallery.all);
    },
  });
  const failure = render.error instanceof ApiFailure ? render.error : undefined;
  const select = (label: string, value: string, onChange: (value: string) => void, field: string, options: SelectOption[] = []) => (
    <SelectField label={label} error={failure?.fieldError(field)} value={value} onChange={onChange} empty={area("choose")} options={options} />
  );
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {select(
          t("template"),
          templateId,
          onTemplate,
          "template",
          templates.data?.map((template) => ({ value: template.id, label: template.name })),
        )}
        {select(
          t("size"),
          resolutionId,
          setResolutionId,
          "resolution_id",
          platforms.data?.flatMap((platform) =>
            (resolutions.data ?? [])
              .filter((resolution) => resolution.platform_id === platform.id)
              .map((resolution) => ({
                value: resolution.id,
                label: t("resolutionOption", { name: resolution.name, width: resolution.width, height: resolution.height }),
                group: platform.name,
              })),
          ),
        )}
        {select(
          t("product"),
          productId,
          setProductId,
          "product_id",
          products.data?.map((product) => ({ value: product.id, label: product.name })),
        )}
      </div>
      <Button variant="secondary" disabled={!templateId || !resolutionId || render.isPending} onClick={() => render.mutate()}>
        {render.isPending ? t("rendering") : t("render")}
      </Button>
      <FormError error={render.error} />
      {rendered ? (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own upload
        <img
          src={sameOriginPicture(rendered.medium_url ?? rendered.url)}
          alt={t("renderedPicture")}
          className="max-h-72 w-auto rounded-md border border-gray-200"
        />
      ) : null}
    </div>
  );
}
