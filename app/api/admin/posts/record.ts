import { countedRecordRoutes } from "@/lib/api/records";
import { createPost, deletePost, getPost, listPosts, updatePost } from "@/lib/marketing/posts";
import { recordNotFound } from "@/lib/marketing/records";
import { marketingListQuery, postInput, postRecord, postUpdate } from "@/lib/marketing/schemas";

export const postRoutes = countedRecordRoutes({
  permission: "marketing",
  record: postRecord,
  notFound: recordNotFound,
  list: {
    summary: "The store's posts, newest first (a bare array): all of them, or a page with `page` or `per_page`",
    query: marketingListQuery,
    total: "How many posts the store has, over every page",
    run: listPosts,
  },
  create: { summary: "Create a post; its `user_id` is the signed-in owner", body: postInput, run: createPost },
  find: { summary: "A post", run: getPost },
  update: { summary: "Change a post: the fields sent", body: postUpdate, run: updatePost },
  remove: { summary: "Delete a post; its publishing jobs stay", run: deletePost },
});
