"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { api, checkBody } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { postMessages } from "@/lib/dashboard/messages/marketing-posts";
import { postInput } from "@/lib/marketing/schemas";
import {
  facebookPublishInput,
  facebookScheduleInput,
  instagramPublishInput,
  instagramScheduleInput,
  type facebookPublishAnswer,
  type facebookScheduleAnswer,
  type instagramPublishAnswer,
  type instagramScheduleAnswer,
} from "@/lib/social/schemas";
import { useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { Button } from "../ui/buttons";
import { Card } from "../ui/layout";
import { FormError } from "../ui/feedback";
import { Field, inputClass, SelectField } from "../ui/fields";
import { useCampaigns, useConnections, useFacebookPages, useStoreTimeZone, type Post } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";
import { CaptionField } from "./caption-field";
import { TemplatePicture, type Rendered } from "./template-picture";

type Source = "gallery" | "template";
type Outcome = { target: string; ok: boolean; url?: string; message?: string };

/** The job that stands for a network's batch: one that published if any did. */
function batchJob(results: { success: boolean; job_id: number }[]): { id: number; ok: boolean } {
  const chosen = results.find((result) => result.success) ?? results[0]!;
  return { id: chosen.job_id, ok: chosen.success };
}

/**
 * A new post: its caption (typed, or written by the AI as it streams in), its picture (from the
 * gallery, or drawn from a template at a platform's size), then published now or scheduled on the
 * store's Facebook pages and Instagram accounts. Either way the jobs are linked to the post, whose
 * status then follows it.
 */
export function PostComposer({ onDone }: { onDone: () => void }) {
  const t = useMessages(postMessages);
  const area = useMessages(marketingMessages);
  const client = useQueryClient();
  const timeZone = useStoreTimeZone();
  const pages = useFacebookPages();
  const connections = useConnections();
  const campaigns = useCampaigns();
  const instagram = connections.data?.filter((account) => account.platform === "instagram") ?? [];

  const [caption, setCaption] = useState("");
  const [source, setSource] = useState<Source>("template");
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [rendered, setRendered] = useState<Rendered>();
  const [templateId, setTemplateId] = useState("");
  const [campaignId, setCampaignId] = useState("");
  const [pageIds, setPageIds] = useState<string[]>([]);
  const [toInstagram, setToInstagram] = useState(false);
  const [when, setWhen] = useState<"now" | "schedule">("schedule");
  const [datePublish, setDatePublish] = useState("");
  const [outcomes, setOutcomes] = useState<Outcome[]>();

  const image = source === "gallery" ? pictures[0]?.url : rendered?.url;

  const publish = useMutation({
    mutationFn: async () => {
      const imageUrl = image ?? undefined;
      const post = {
        caption,
        image: image ?? null,
        template: source === "template" && templateId ? Number(templateId) : null,
        campaign_id: campaignId ? Number(campaignId) : null,
      };
      checkBody(postInput, post);
      if (pageIds.length === 0 && !toInstagram) throw new ApiFailure(422, t("chooseTarget"), { targets: [t("chooseTarget")] });
      const facebook = when === "now" ? { page_id: pageIds, caption, imageUrl } : { pageId: pageIds, caption, imageUrl, datePublish };
      const instagramBody = when === "now" ? { caption, imageUrl } : { caption, imageUrl, datePublish };
      if (pageIds.length > 0) checkBody(when === "now" ? facebookPublishInput : facebookScheduleInput, facebook);
      if (toInstagram) checkBody(when === "now" ? instagramPublishInput : instagramScheduleInput, instagramBody);

      if (when === "schedule") {
        // The networks' checks (the date, the pages) refuse more often than the post's: they go first, so a refusal leaves no post behind.
        const jobs: number[] = [];
        if (pageIds.length > 0)
          jobs.push((await api<z.infer<typeof facebookScheduleAnswer>>("/facebook/publish-post-job", { method: "POST", body: facebook })).job_id);
        if (toInstagram)
          jobs.push((await api<z.infer<typeof instagramScheduleAnswer>>("/instagram/publish-post-job", { method: "POST", body: instagramBody })).job_id);
        const created = await api<Post>("/posts", { method: "POST", body: post });
        for (const job of jobs) await api(`/posts/${created.id}/${job}`, { method: "PUT" });
        return undefined;
      }
      const results: Outcome[] = [];
      // One job of each network's batch links them all; one that published is linked last, so the
      // post reads "published" when any page took it.
      const jobs: { id: number; ok: boolean }[] = [];
      if (pageIds.length > 0) {
        const answer = await api<z.infer<typeof facebookPublishAnswer>>("/facebook/publish-post", { method: "POST", body: facebook });
        for (const result of answer.results) {
          const page = pages.data?.find((p) => p.page_id === result.page_id)?.name ?? result.page_id;
          results.push(result.success ? { target: page, ok: true, url: result.url } : { target: page, ok: false, message: result.error.message });
        }
        jobs.push(batchJob(answer.results));
      }
      if (toInstagram) {
        const answer = await api<z.infer<typeof instagramPublishAnswer>>("/instagram/publish-post", { method: "POST", body: instagramBody });
        for (const result of answer.results) results.push({ target: area("instagram"), ok: result.success, message: result.error?.message ?? undefined });
        jobs.push(batchJob(answer.results));
      }
      const created = await api<Post>("/posts", { method: "POST", body: post });
      for (const job of jobs.sort((a, b) => Number(a.ok) - Number(b.ok))) await api(`/posts/${created.id}/${job.id}`, { method: "PUT" });
      return results;
    },
    onSuccess: (results) => {
      void refreshQueries(client, queryKeys.posts.all);
      if (results) setOutcomes(results);
      else onDone();
    },
  });
  const failure = publish.error instanceof ApiFailure ? publish.error : undefined;
  const error = (...fields: string[]) => fields.map((field) => failure?.fieldError(field)).find(Boolean);

  if (outcomes)
    return (
      <Card title={t("published")} className="mb-4">
        <ul className="space-y-1 text-sm">
          {outcomes.map((outcome, index) => (
            <li key={index}>
              {outcome.target}: {outcome.ok ? t("publishedOn") : t("failedOn", { message: outcome.message ?? "" })}{" "}
              {outcome.url ? (
                <a href={outcome.url} className="underline" target="_blank" rel="noreferrer">
                  {t("viewPost")}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button onClick={onDone}>{t("close")}</Button>
        </div>
      </Card>
    );

  const nothingConnected = pages.data?.length === 0 && instagram.length === 0;
  return (
    <form
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate();
      }}
    >
      <Card title={t("newPost")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <CaptionField caption={caption} onChange={setCaption} error={error("caption")} />
            <SelectField
              label={t("campaign")}
              error={error("campaign_id")}
              value={campaignId}
              onChange={setCampaignId}
              empty={t("noCampaign")}
              options={(campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.topic }))}
            />
          </div>
          <fieldset className="min-w-0 space-y-3">
            <legend className="mb-1 text-sm font-medium text-gray-800">{t("picture")}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["template", "gallery"] as const).map((value) => (
                <label key={value} className="inline-flex items-center gap-2">
                  <input type="radio" name="source" value={value} checked={source === value} onChange={() => setSource(value)} />
                  {value === "template" ? t("fromTemplate") : t("fromGallery")}
                </label>
              ))}
            </div>
            {source === "gallery" ? (
              <PicturesField label={t("picture")} multiple={false} pictures={pictures} onChange={setPictures} />
            ) : (
              <TemplatePicture templateId={templateId} onTemplate={setTemplateId} rendered={rendered} onRendered={setRendered} />
            )}
            {error("imageUrl", "image") ? <p className="text-sm text-red-700">{error("imageUrl", "image")}</p> : null}
          </fieldset>
        </div>

        <div className="mt-6 grid gap-6 border-t border-gray-100 pt-4 lg:grid-cols-2">
          <fieldset className="min-w-0" aria-describedby={error("targets", "page_id", "pageId") ? "targets-error" : undefined}>
            <legend className="mb-2 text-sm font-medium text-gray-800">{t("publishTo")}</legend>
            {nothingConnected ? (
              <p className="text-sm text-gray-600">
                {t("nothingConnected")}{" "}
                <Link href="/dashboard/marketing/accounts" className="underline">
                  {area("accounts")}
                </Link>
              </p>
            ) : (
              <ul className="space-y-2 text-sm">
                {pages.data?.map((page) => (
                  <li key={page.page_id}>
                    <label className="inline-flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={pageIds.includes(page.page_id)}
                        onChange={(e) => setPageIds(e.target.checked ? [...pageIds, page.page_id] : pageIds.filter((id) => id !== page.page_id))}
                      />
                      {t("facebookPage", { name: page.name })}
                    </label>
                  </li>
                ))}
                {instagram.length > 0 ? (
                  <li>
                    <label className="inline-flex items-center gap-2">
                      <input type="checkbox" checked={toInstagram} onChange={(e) => setToInstagram(e.target.checked)} />
                      {t("instagramAccounts", { names: instagram.map((account) => `@${account.name}`).join(", ") })}
                    </label>
                  </li>
                ) : null}
              </ul>
            )}
            {error("targets", "page_id", "pageId") ? (
              <p id="targets-error" className="mt-2 text-sm text-red-700">
                {error("targets", "page_id", "pageId")}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="min-w-0 space-y-3">
            <legend className="mb-2 text-sm font-medium text-gray-800">{t("when")}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["schedule", "now"] as const).map((value) => (
                <label key={value} className="inline-flex items-center gap-2">
                  <input type="radio" name="when" value={value} checked={when === value} onChange={() => setWhen(value)} />
                  {value === "now" ? t("now") : t("later")}
                </label>
              ))}
            </div>
            {when === "schedule" ? (
              <Field label={area("publishAt")} error={error("datePublish")} hint={timeZone ? area("inTimeZone", { zone: timeZone }) : undefined}>
                {(id, describedBy) => (
                  <input
                    id={id}
                    type="datetime-local"
                    className={inputClass}
                    value={datePublish}
                    aria-invalid={!!error("datePublish")}
                    aria-describedby={describedBy}
                    onChange={(e) => setDatePublish(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
          </fieldset>
        </div>

        <FormError error={publish.error} fieldsMessage={area("checkFields")} />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {area("cancel")}
          </Button>
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending ? t("sending") : when === "now" ? t("publishNow") : t("schedule")}
          </Button>
        </div>
      </Card>
    </form>
  );
}
