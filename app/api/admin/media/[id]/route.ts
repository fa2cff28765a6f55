import { idParams } from "@/lib/core/ids";
import { success, succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { deleteUpload } from "@/lib/media/delete-upload";
import { findUpload } from "@/lib/media/find-upload";
import { uploadInUse, uploadNotFound } from "@/lib/media/messages";
import { deletedAnswer, mediaAnswer } from "@/lib/media/schemas";
import { serializeMedia } from "@/lib/media/serialize";

export const GET = adminRoute(
  {
    permission: "media",
    summary: "One file of the store's gallery, with its renditions and dimensions",
    params: idParams,
    response: mediaAnswer,
    refusals: [uploadNotFound],
  },
  async ({ store, params, origin }) => success(serializeMedia(await findUpload(store, params), origin)),
);

export const DELETE = adminRoute(
  {
    permission: "media",
    summary: "Delete a file of the store's gallery and its renditions, unless something uses it",
    params: idParams,
    owned: ({ store }, params) => findUpload(store, params),
    response: deletedAnswer,
    refusals: [uploadNotFound, uploadInUse],
  },
  async ({ store, params }) => {
    await deleteUpload(store, params);
    return succeeded();
  },
);
