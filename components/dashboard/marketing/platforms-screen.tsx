"use client";

import { useState } from "react";

import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { platformInput, platformUpdate, resolutionInput, resolutionUpdate } from "@/lib/marketing/schemas";
import { useMessages } from "../language";
import { Button, Card, Field, inputClass, QueryState, TextField, EditButton } from "../ui";
import { RecordForm, useRecordWrites } from "../record-form";
import { usePlatforms, useResolutions, type Platform, type Resolution } from "./queries";

type Editing = { kind: "platform"; record: Platform | null } | { kind: "resolution"; record: Resolution | null; platformId?: number };

/** The platforms a post's picture is drawn for, each with its picture sizes (resolutions). */
export function PlatformsScreen() {
  const t = useMessages(marketingMessages);
  const platforms = usePlatforms();
  const resolutions = useResolutions();
  const [editing, setEditing] = useState<Editing>();
  const done = () => setEditing(undefined);
  const unassigned = resolutions.data?.filter((resolution) => resolution.platform_id === null) ?? [];

  const sizes = (list: Resolution[]) => (
    <ul className="divide-y divide-gray-100 text-sm">
      {list.map((resolution) => (
        <li key={resolution.id} className="flex items-center gap-2 py-2">
          <span className="min-w-0 flex-1 truncate">{resolution.name}</span>
          <span dir="ltr" className="text-gray-600">
            {resolution.width}×{resolution.height}
          </span>
          <EditButton
            className="px-2 py-1"
            label={t("editResolution", { name: resolution.name })}
            onClick={() => setEditing({ kind: "resolution", record: resolution })}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div>
      {editing?.kind === "platform" ? <PlatformForm key={editing.record?.id ?? "new"} platform={editing.record} onDone={done} /> : null}
      {editing?.kind === "resolution" ? (
        <ResolutionForm
          key={editing.record?.id ?? "new"}
          resolution={editing.record}
          platformId={editing.platformId}
          platforms={platforms.data ?? []}
          onDone={done}
        />
      ) : null}
      {editing === undefined ? (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setEditing({ kind: "platform", record: null })}>{t("newPlatform")}</Button>
        </div>
      ) : null}
      <QueryState loading={platforms.isPending || resolutions.isPending} error={platforms.error ?? resolutions.error} empty={platforms.data?.length === 0} />
      <div className="grid gap-4 md:grid-cols-2">
        {platforms.data?.map((platform) => (
          <Card
            key={platform.id}
            title={platform.name}
            actions={<EditButton label={t("editPlatform", { name: platform.name })} onClick={() => setEditing({ kind: "platform", record: platform })} />}
          >
            {/* The icon is not drawn: it lives on another site, which the page's policy does not load pictures from. */}
            <h3 className="mb-2 text-sm font-medium text-gray-700">{t("sizes")}</h3>
            {sizes(resolutions.data?.filter((resolution) => resolution.platform_id === platform.id) ?? [])}
            <Button
              variant="secondary"
              className="mt-3"
              aria-label={t("addSizeTo", { name: platform.name })}
              onClick={() => setEditing({ kind: "resolution", record: null, platformId: platform.id })}
            >
              {t("addSize")}
            </Button>
          </Card>
        ))}
        {unassigned.length > 0 ? <Card title={t("withoutPlatform")}>{sizes(unassigned)}</Card> : null}
      </div>
    </div>
  );
}

function PlatformForm({ platform, onDone }: { platform: Platform | null; onDone: () => void }) {
  const t = useMessages(marketingMessages);
  const [name, setName] = useState(platform?.name ?? "");
  const [icon, setIcon] = useState(platform?.icon ?? "");
  const writes = useRecordWrites({
    shownIn: [["platforms"], ["resolutions"]],
    createAt: "/platforms",
    at: platform ? `/platforms/${platform.id}` : undefined,
    body: () => ({ name, icon }),
    schemas: { create: platformInput, update: platformUpdate },
    onDone,
  });
  const { failure } = writes;
  return (
    <RecordForm
      writes={writes}
      title={platform ? t("editPlatform", { name: platform.name }) : t("newPlatform")}
      deleteLabel={t("deletePlatform")}
      confirmDelete={() => t("confirmDeletePlatform", { name: platform!.name })}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("name")} value={name} onChange={setName} error={failure?.fieldError("name")} />
        <TextField label={t("iconAddress")} type="url" dir="ltr" value={icon} onChange={setIcon} error={failure?.fieldError("icon")} />
      </div>
    </RecordForm>
  );
}

function ResolutionForm({
  resolution,
  platformId,
  platforms,
  onDone,
}: {
  resolution: Resolution | null;
  platformId?: number;
  platforms: Platform[];
  onDone: () => void;
}) {
  const t = useMessages(marketingMessages);
  const [name, setName] = useState(resolution?.name ?? "");
  const [width, setWidth] = useState(String(resolution?.width ?? 1080));
  const [height, setHeight] = useState(String(resolution?.height ?? 1080));
  const [platform, setPlatform] = useState(String(resolution?.platform_id ?? platformId ?? ""));
  const writes = useRecordWrites({
    shownIn: [["resolutions"]],
    createAt: "/resolutions",
    at: resolution ? `/resolutions/${resolution.id}` : undefined,
    body: () => ({ name, width: Number(width), height: Number(height), platform_id: Number(platform) }),
    schemas: { create: resolutionInput, update: resolutionUpdate },
    onDone,
  });
  const { failure } = writes;
  return (
    <RecordForm
      writes={writes}
      title={resolution ? t("editResolution", { name: resolution.name }) : t("addSize")}
      deleteLabel={t("deleteResolution")}
      confirmDelete={() => t("confirmDeleteResolution", { name: resolution!.name })}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t("name")} value={name} onChange={setName} error={failure?.fieldError("name")} />
        <TextField label={t("width")} type="number" min={1} max={4096} value={width} onChange={setWidth} error={failure?.fieldError("width")} />
        <TextField label={t("height")} type="number" min={1} max={4096} value={height} onChange={setHeight} error={failure?.fieldError("height")} />
        <Field label={t("platform")} error={failure?.fieldError("platform_id")}>
          {(id, describedBy) => (
            <select
              id={id}
              className={inputClass}
              value={platform}
              aria-invalid={!!failure?.fieldError("platform_id")}
              aria-describedby={describedBy}
              onChange={(e) => setPlatform(e.target.value)}
            >
              <option value="">{t("choose")}</option>
              {platforms.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </RecordForm>
  );
}
