import { succeeded, success } from "@/lib/api/envelopes";
import type { OwnerSession } from "@/lib/api/authenticate";
import type { Asker } from "@/lib/api/input";
import { adminRoute } from "@/lib/api/route";
import { getPost, getPostJob, jobOfAnotherPost, linkJob } from "@/lib/marketing/posts";
import { recordNotFound } from "@/lib/marketing/records";
import { jobLinked, jobRecord, postJobParams, wrapped } from "@/lib/marketing/schemas";
import { cancelPostJob, notCancellable } from "@/lib/social/scheduled";

/** The post the path names, read before anything else (lib/api/input.ts, `owned`): another store's is a 404. */
const ownedPost = ({ store, origin }: OwnerSession & Asker, { id }: { id: number }) => getPost(store, { id, platformOrigin: origin });

export const GET = adminRoute(
  {
    permission: "marketing",
    summary: "The state of a publishing job linked to the post",
    params: postJobParams,
    response: wrapped(jobRecord),
    refusals: [recordNotFound],
  },
  async ({ store, params }) => success(await getPostJob(store, { id: params.id, jobId: params.job_id })),
);

export const PUT = adminRoute(
  {
    permission: "marketing",
    summary: "Link a publishing job (and the jobs scheduled with it) to the post, which takes its status",
    params: postJobParams,
    owned: ownedPost,
    response: jobLinked,
    refusals: [recordNotFound, jobOfAnotherPost],
  },
  async ({ store, params }) => ({ ...succeeded(), ...(await linkJob(store, { id: params.id, jobId: params.job_id })) }),
);

export const DELETE = adminRoute(
  {
    permission: "marketing",
    summary: "Cancel a scheduled job of the post and the jobs scheduled with it, until one starts; the post becomes a draft again",
    params: postJobParams,
    owned: ownedPost,
    response: jobLinked,
    refusals: [recordNotFound, notCancellable],
  },
  async ({ store, params }) => ({ ...succeeded(), ...(await cancelPostJob(store, { id: params.id, jobId: params.job_id })) }),
);
