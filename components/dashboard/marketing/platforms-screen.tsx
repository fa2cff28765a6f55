"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useState } from "react";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { platformInput, platformUpdate, resolutionInput, resolutionUpdate } from "@/lib/marketing/schemas";
import { useMessages } from "../language";
import { PagedResults } from "../paged-list";
import { RecordForm, useRecordWrites } from "../record-form";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { SelectField, TextField } from "../ui/fields";
import { usePlatformPages, usePlatforms, useResolutionPages, type Platform, type Resolution } from "./queries";

type Editing = { kind: "platform"; record: Platform | null } | { kind: "resolution"; record: Resolution | null; platformId?: number };

/** The platforms a post's picture is drawn for, each with its picture sizes (resolutions), both read a page at a time. */
export function PlatformsScreen() {
  const t = useMessages(marketingMessages);
  const platforms = usePlatformPages();
  /** Every platform: the size form's choices. */
  const choices = usePlatforms();
  const unassigned = useResolutionPages("none");
  const [editing, setEditing] = useState<Editing>();
  const done = () => setEditing(undefined);
  const edit = (resolution: Resolution) => setEditing({ kind: "resolution", record: resolution });

  return (
    <div>
      {editing?.kind === "platform" ? (
        <PlatformForm key={editing.record?.id ?? "new"} platform={editing.record} onDone={done} onCreated={platforms.showAdded} />
      ) : null}
      {editing?.kind === "resolution" ? (
        <ResolutionForm
          key={editing.record?.id ?? "new"}
          resolution={editing.record}
          platformId={editing.platformId}
          platforms={choices.data ?? []}
          onDone={done}
        />
      ) : null}
      {editing === undefined ? (
        <div className="mb-4 flex justify-end">
          <WriteButton onClick={() => setEditing({ kind: "platform", record: null })}>{t("newPlatform")}</WriteButton>
        </div>
      ) : null}
      <PagedResults list={platforms}>
        {(rows) => (
          <div className="grid gap-4 md:grid-cols-2">
            {rows.map((platform) => (
              <Card
                key={platform.id}
                title={platform.name}
                actions={<EditButton label={t("editPlatform", { name: platform.name })} onClick={() => setEditing({ kind: "platform", record: platform })} />}
              >
                {/* The icon is not drawn: it lives on another site, which the page's policy does not load pictures from. */}
                <h3 className="mb-2 text-sm font-medium text-gray-700">{t("sizes")}</h3>
                <PlatformSizes platformId={platform.id} onEdit={edit} />
                <WriteButton
                  variant="secondary"
                  className="mt-3"
                  aria-label={t("addSizeTo", { name: platform.name })}
                  onClick={() => setEditing({ kind: "resolution", record: null, platformId: platform.id })}
                >
                  {t("addSize")}
                </WriteButton>
              </Card>
            ))}
          </div>
        )}
      </PagedResults>
      {unassigned.query.data?.meta.total ? (
        <Card title={t("withoutPlatform")} className="mt-4">
          <Sizes list={unassigned} onEdit={edit} />
        </Card>
      ) : null}
    </div>
  );
}

function PlatformSizes({ platformId, onEdit }: { platformId: number; onEdit: (resolution: Resolution) => void }) {
  return <Sizes list={useResolutionPages(platformId)} onEdit={onEdit} />;
}

/** A page of sizes, each with its edit button. */
function Sizes({ list, onEdit }: { list: ReturnType<typeof useResolutionPages>; onEdit: (resolution: Resolution) => void }) {
  const t = useMessages(marketingMessages);
  return (
    <PagedResults list={list}>
      {(rows) => (
        <ul className="divide-y divide-gray-100 text-sm">
          {rows.map((resolution) => (
            <li key={resolution.id} className="flex items-center gap-2 py-2">
              <span className="min-w-0 flex-1 truncate">{resolution.name}</span>
              <span dir="ltr" className="text-gray-600">
                {resolution.width}×{resolution.height}
              </span>
              <EditButton className="px-2 py-1" label={t("editResolution", { name: resolution.name })} onClick={() => onEdit(resolution)} />
            </li>
          ))}
        </ul>
      )}
    </PagedResults>
  );
}

function PlatformForm({ platform, onDone, onCreated }: { platform: Platform | null; onDone: () => void; onCreated: () => void }) {
  const t = useMessages(marketingMessages);
  const [name, setName] = useState(platform?.name ?? "");
  const [icon, setIcon] = useState(platform?.icon ?? "");
  const writes = useRecordWrites({
    shownIn: [queryKeys.platforms.all, queryKeys.resolutions.all],
    createAt: "/platforms",
    at: platform ? `/platforms/${platform.id}` : undefined,
    body: () => ({ name, icon }),
    schemas: { create: platformInput, update: platformUpdate },
    onDone,
    onCreated,
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
    shownIn: [queryKeys.resolutions.all],
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
        <SelectField
          label={t("platform")}
          error={failure?.fieldError("platform_id")}
          value={platform}
          onChange={setPlatform}
          empty={t("choose")}
          options={platforms.map((option) => ({ value: option.id, label: option.name }))}
        />
      </div>
    </RecordForm>
  );
}
