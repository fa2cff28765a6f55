import { graph, GraphError } from "./graph";

// A post published on one account, through Graph: a Facebook page's photo or text post, or an
// Instagram picture through its container (created, ready, then published).

export type Published = { externalId: string; url: string };
type Post = { caption: string; imageUrl: string | null };

/** A page post with the page's token: a picture (Graph fetches `imageUrl` itself) or text only. */
export async function postOnPage(page: { pageId: string; token: string }, post: Post): Promise<Published> {
  // A photo's answer names its post apart (`post_id`); a text post's id is the post's.
  const answer: { id: string; post_id?: string } = post.imageUrl
    ? await graph("POST", `${page.pageId}/photos`, { url: post.imageUrl, caption: post.caption, access_token: page.token })
    : await graph("POST", `${page.pageId}/feed`, { message: post.caption, access_token: page.token });
  const id = answer.post_id ?? answer.id;
  return { externalId: id, url: `https://www.facebook.com/${id}` };
}

const CONTAINER_CHECKS = 30;
const CONTAINER_WAIT_MS = 1_000;

/** An Instagram picture: the container, its status_code polled until FINISHED, then media_publish; the media's permalink read. */
export async function postOnInstagram(account: { instagramId: string; token: string }, post: Post): Promise<Published> {
  const token = account.token;
  const container = await graph<{ id: string }>("POST", `${account.instagramId}/media`, {
    image_url: post.imageUrl ?? undefined,
    caption: post.caption,
    access_token: token,
  });
  for (let check = 1; ; check++) {
    const { status_code: status } = await graph<{ status_code: string }>("GET", container.id, { fields: "status_code", access_token: token });
    if (status === "FINISHED") break;
    if (status === "ERROR" || status === "EXPIRED") throw new GraphError(`Instagram could not prepare the picture (container ${status})`, "permanent");
    if (check === CONTAINER_CHECKS) throw new GraphError("Instagram is still preparing the picture", "transient");
    await new Promise((resolve) => setTimeout(resolve, CONTAINER_WAIT_MS));
  }
  const media = await graph<{ id: string }>("POST", `${account.instagramId}/media_publish`, { creation_id: container.id, access_token: token });
  const { permalink } = await graph<{ permalink?: string }>("GET", media.id, { fields: "permalink", access_token: token });
  return { externalId: media.id, url: permalink ?? `https://www.instagram.com/` };
}
