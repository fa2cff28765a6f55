"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, sameOriginPicture } from "@/lib/dashboard/api-client";
import { formatDateTime } from "@/lib/dashboard/format";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { postMessages } from "@/lib/dashboard/messages/marketing-posts";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { PagedResults } from "../paged-list";
import { WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Badge, FormError } from "../ui/feedback";
import { PostComposer } from "./post-composer";
import { usePostPages, useStoreTimeZone, type Post, type PublishJob } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";

const postTones = { draft: "gray", scheduled: "blue", published: "green", failed: "red" } as const;

export function PostsScreen() {
  const t = useMessages(postMessages);
  const area = useMessages(marketingMessages);
  const posts = usePostPages();
  const [composing, setComposing] = useState(false);
  return (
    <div>
      {composing ? (
        <PostComposer onDone={() => setComposing(false)} />
      ) : (
        <div className="mb-4 flex justify-end">
          <WriteButton onClick={() => setComposing(true)}>{t("newPost")}</WriteButton>
        </div>
      )}
      <Card title={area("posts")}>
        <PagedResults list={posts}>
          {(rows) => (
            // Stacked rows rather than a table: a caption needs the width, on a phone most of all.
            <ul className="divide-y divide-gray-100" aria-label={area("posts")}>
              {rows.map((post) => (
                <PostRow key={post.id} post={post} />
              ))}
            </ul>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}

function PostRow({ post }: { post: Post }) {
  const t = useMessages(postMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const refresh = () => void refreshQueries(client, queryKeys.posts.all);
  const cancel = useMutation({ mutationFn: () => api(`/posts/${post.id}/${post.job_id}`, { method: "DELETE" }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => api(`/posts/${post.id}`, { method: "DELETE" }), onSuccess: refresh });
  return (
    <li className="flex flex-wrap gap-3 py-3 sm:flex-nowrap">
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own upload
        <img src={sameOriginPicture(post.image)} alt="" className="h-16 w-16 shrink-0 rounded-md border border-gray-200 object-cover" />
      ) : (
        <span className="h-16 w-16 shrink-0 rounded-md border border-dashed border-gray-300" />
      )}
      <div className="min-w-0 flex-1">
        <p dir="auto" className="line-clamp-2 text-sm break-words text-gray-900">
          {post.caption}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <Badge tone={postTones[post.status]}>{t(post.status)}</Badge>
          {post.job_id ? <JobState post={post} /> : null}
          {post.template ? <span>{t("templateNamed", { name: post.template })}</span> : null}
          <span>{t("createdOn", { date: formatDateTime(post.created_at, language) })}</span>
        </div>
        <FormError error={cancel.error ?? remove.error} />
      </div>
      <div className="flex w-full justify-end gap-2 sm:w-auto sm:shrink-0 sm:items-start">
        {post.status === "scheduled" ? (
          <WriteButton variant="secondary" disabled={cancel.isPending} aria-label={t("cancelScheduleOf", { id: post.id })} onClick={() => cancel.mutate()}>
            {t("cancelSchedule")}
          </WriteButton>
        ) : null}
        <WriteButton variant="danger" aria-label={t("deletePost", { id: post.id })} onClick={() => window.confirm(t("confirmDeletePost")) && remove.mutate()}>
          {ts("delete")}
        </WriteButton>
      </div>
    </li>
  );
}

/** The post's last job: when it runs (in the store's time zone), where it was published, or why it failed. */
function JobState({ post }: { post: Post }) {
  const t = useMessages(postMessages);
  const area = useMessages(marketingMessages);
  const language = useLanguage();
  const timeZone = useStoreTimeZone();
  const job = useQuery({
    queryKey: [...queryKeys.posts.detail(post.id), "job", post.job_id],
    queryFn: () => api<{ data: PublishJob }>(`/posts/${post.id}/${post.job_id}`).then((answer) => answer.data),
  });
  if (!job.data) return null;
  const target = job.data.target === "facebook" ? area("facebook") : area("instagram");
  if (job.data.status === "scheduled") return <span>{t("scheduledFor", { target, date: formatDateTime(job.data.run_at, language, timeZone) })}</span>;
  if (job.data.status === "failed") return <span className="text-red-700">{t("failedBecause", { target, message: job.data.last_error ?? "" })}</span>;
  if (job.data.url)
    return (
      <a href={job.data.url} className="underline" target="_blank" rel="noreferrer">
        {t("viewOn", { target })}
      </a>
    );
  return <span>{target}</span>;
}
