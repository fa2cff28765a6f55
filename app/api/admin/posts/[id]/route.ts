import { successOnlySchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { deletePost, getPost, updatePost } from "@/lib/marketing/posts";
import { recordNotFound } from "@/lib/marketing/records";
import { postRecord, postUpdate } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "A post", params: idParams, response: postRecord, refusals: [recordNotFound] }, ({ store, params }) =>
  getPost(store, params),
);

export const PUT = adminRoute(
  { summary: "Change a post: the fields sent", params: idParams, body: postUpdate, response: postRecord, refusals: [recordNotFound] },
  ({ store, params, body }) => updatePost(store, { ...body, ...params }),
);

export const DELETE = adminRoute(
  { summary: "Delete a post; its publishing jobs stay", params: idParams, response: successOnlySchema, refusals: [recordNotFound] },
  async ({ store, params }) => {
    await deletePost(store, params);
    return succeeded();
  },
);
