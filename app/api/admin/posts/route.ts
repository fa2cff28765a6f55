import { z } from "zod";
import { withTotalCount } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { createPost, listPosts } from "@/lib/marketing/posts";
import { postInput, postRecord, marketingListQuery } from "@/lib/marketing/schemas";

export const GET = adminRoute(
  {
    summary: "The store's posts, newest first (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    response: z.array(postRecord),
    successHeaders: { "X-Total-Count": "How many posts the store has, over every page" },
  },
  async ({ store, query }) => withTotalCount(await listPosts(store, query)),
);

export const POST = adminRoute(
  { summary: "Create a post; its `user_id` is the signed-in owner", status: 201, body: postInput, response: postRecord },
  ({ store, owner, body }) => createPost(store, { ...body, ownerId: owner.id }),
);
