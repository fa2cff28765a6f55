"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useState } from "react";
import type { z } from "zod";

import { shellMessages } from "@/lib/dashboard/messages/shell";
import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import { pickupPointInput, pickupPointPatch, type pickupPointRecord } from "@/lib/shipping/schemas";
import { useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { RecordForm, useRecordWrites } from "../record-form";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Badge } from "../ui/feedback";
import { Switch, TextField, SelectField } from "../ui/fields";
import { tdClass, RecordTable } from "../record-table";
import { stacked } from "./stacked-table";
import { useShippingCities, useShippingCountries } from "./countries";

type PickupPoint = z.infer<typeof pickupPointRecord>;

export function PickupPointsSection() {
  const t = useMessages(shippingMessages);
  const list = usePagedList<PickupPoint, Record<string, string | number>>(queryKeys.pickupPoints, {});
  /** The point being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<PickupPoint | null>();

  return (
    <Card title={t("pickupPoints")} actions={<WriteButton onClick={() => setEditing(null)}>{t("newPoint")}</WriteButton>}>
      <p className="mb-4 text-sm text-gray-600">{t("pickupLead")}</p>
      {editing !== undefined ? <PickupPointForm key={editing?.id ?? "new"} point={editing} onDone={() => setEditing(undefined)} /> : null}
      <PagedResults list={list}>
        {(points) => (
          <RecordTable columns={[{ label: t("name") }, { label: t("address") }, { label: t("openingHours") }, { label: t("active") }]} actions layout={stacked}>
            {points.map((point) => (
              <tr key={point.id} className={stacked.row}>
                <td className={`${tdClass} font-medium ${stacked.first}`}>
                  <bdi>{point.name}</bdi>
                  {point.phone ? (
                    <span className="block text-xs font-normal text-gray-600">
                      <bdi dir="ltr">{point.phone}</bdi>
                    </span>
                  ) : null}
                </td>
                <td className={`${tdClass} min-w-48 ${stacked.cell} max-sm:w-full`}>
                  <bdi>{point.address}</bdi>
                  {point.city ? (
                    <span className="block text-xs text-gray-600">
                      <bdi>{point.city}</bdi>
                    </span>
                  ) : null}
                </td>
                <td className={`${tdClass} ${stacked.cell}`}>
                  <bdi>{point.opening_hours ?? "—"}</bdi>
                </td>
                <td className={`${tdClass} ${stacked.cell}`}>
                  <Badge tone={point.is_active ? "green" : "gray"}>{point.is_active ? t("active") : t("inactive")}</Badge>
                </td>
                <td className={`${tdClass} text-end ${stacked.last}`}>
                  <EditButton label={t("editPoint", { name: point.name })} onClick={() => setEditing(point)} />
                </td>
              </tr>
            ))}
          </RecordTable>
        )}
      </PagedResults>
    </Card>
  );
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

function PickupPointForm({ point, onDone }: { point: PickupPoint | null; onDone: () => void }) {
  const t = useMessages(shippingMessages);
  const [draft, setDraft] = useState({
    name: point?.name ?? "",
    address: point?.address ?? "",
    place: placeOf(point),
    phone: point?.phone ?? "",
    opening_hours: point?.opening_hours ?? "",
    is_active: point?.is_active ?? true,
  });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const body = () => {
    const fields = {
      name: draft.name,
      address: draft.address,
      ...idsOf(draft.place),
      phone: orNull(draft.phone),
      opening_hours: orNull(draft.opening_hours),
      is_active: draft.is_active,
    };
    return fields;
  };
  const writes = useRecordWrites({
    shownIn: [queryKeys.pickupPoints.all],
    createAt: "/pickup-points",
    at: point ? `/pickup-points/${point.id}` : undefined,
    body,
    schemas: { create: pickupPointInput, update: pickupPointPatch },
    onDone,
  });
  const { failure } = writes;
  const text = (label: string, field: "name" | "address" | "phone" | "opening_hours", hint?: string) => (
    <TextField label={label} value={draft[field]} hint={hint} error={failure?.fieldError(field)} onChange={(value) => set({ [field]: value })} />
  );

  return (
    <RecordForm
      writes={writes}
      nested
      title={point ? t("editPoint", { name: point.name }) : t("newPoint")}
      deleteLabel={t("deletePoint")}
      confirmDelete={() => t("confirmDeletePoint", { name: point!.name })}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text(t("name"), "name")}
        {text(t("address"), "address")}
        <PlaceField value={draft.place} error={failure?.fieldError("state_id") ?? failure?.fieldError("city_id")} onChange={(place) => set({ place })} />
        {text(t("phone"), "phone", t("optional"))}
        {text(t("openingHours"), "opening_hours", t("optional"))}
        <Switch label={t("active")} checked={draft.is_active} onChange={(is_active) => set({ is_active })} />
      </div>
    </RecordForm>
  );
}

/** The point's place as the select names it: `s:{id}` a town (or district), `c:{id}` a city without towns, "" none. */
const placeOf = (point: PickupPoint | null) => (point?.state_id ? `s:${point.state_id}` : point?.city_id ? `c:${point.city_id}` : "");
function idsOf(place: string) {
  const id = Number(place.slice(2));
  if (place.startsWith("s:")) return { state_id: id, city_id: null };
  return { state_id: null, city_id: place.startsWith("c:") ? id : null };
}

/** The point's town, among those of the countries delivered to, by city (Morocco's regions); a city without towns by itself; none is allowed. */
function PlaceField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const t = useMessages(shippingMessages);
  const ts = useMessages(shellMessages);
  const countries = useShippingCountries().data?.filter((country) => country.is_active) ?? [];
  const cities = useShippingCities().data ?? [];
  return (
    <SelectField
      label={t("town")}
      error={error}
      hint={t("optional")}
      value={value}
      onChange={onChange}
      empty={ts("none")}
      options={countries.flatMap((country) => {
        const own = cities.filter((city) => city.country_id === country.id);
        return [
          ...own.flatMap((city) => city.states.map((state) => ({ value: `s:${state.id}`, label: state.name, group: `${country.name} · ${city.name}` }))),
          ...own.filter((city) => city.states.length === 0).map((city) => ({ value: `c:${city.id}`, label: city.name, group: country.name })),
        ];
      })}
    />
  );
}
