import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { createPost, listPosts } from "@/lib/marketing/posts";
import { postInput, postRecord } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "The store's posts, newest first (a bare array)", response: z.array(postRecord) }, ({ store }) => listPosts(store));

export const POST = adminRoute(
  { summary: "Create a post; its `user_id` is the signed-in owner", status: 201, body: postInput, response: postRecord },
  ({ store, owner, body }) => createPost(store, { ...body, ownerId: owner.id }),
);
