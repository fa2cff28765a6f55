import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { recordNotFound } from "@/lib/marketing/records";
import { renderTemplate } from "@/lib/marketing/render-template";
import { getTemplate } from "@/lib/marketing/templates";
import { renderedAnswer, renderInput } from "@/lib/marketing/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary: "Draw a post picture from the template at one of the store's resolutions, over a product or a gallery picture, into the gallery",
    status: 201,
    params: idParams,
    owned: ({ store, origin }, { id }) => getTemplate(store, { id, platformOrigin: origin }),
    body: renderInput,
    response: renderedAnswer,
    refusals: [recordNotFound],
  },
  async ({ store, params, body, origin }) => success(await renderTemplate(store, { ...body, ...params, origin })),
);
