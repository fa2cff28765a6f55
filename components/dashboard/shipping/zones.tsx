"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useState } from "react";

import { formatMoney } from "@/lib/dashboard/format";
import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import { shippingZoneInput, shippingZonePatch } from "@/lib/shipping/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { useStore } from "../store";
import { RecordForm, useRecordWrites } from "../record-form";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Badge } from "../ui/feedback";
import { Switch, TextField, SelectField } from "../ui/fields";
import { tdClass, RecordTable } from "../record-table";
import { stacked } from "./stacked-table";
import { useShippingCities, useShippingCountries, type City } from "./countries";
import { AddPlaces } from "./own-places";
import { RateForm } from "./rate-form";
import { ZONES, type Rate, type Zone } from "./zone-records";

/** The home delivery zones, each with its rates, and the forms that add and change them. */
export function ZonesSection() {
  const t = useMessages(shippingMessages);
  const list = usePagedList<Zone, Record<string, string | number>>(queryKeys.shippingZones, {});
  /** The zone being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Zone | null>();

  return (
    <Card title={t("zones")} actions={<WriteButton onClick={() => setEditing(null)}>{t("newZone")}</WriteButton>}>
      <p className="mb-4 text-sm text-gray-600">{t("zonesLead")}</p>
      {editing !== undefined ? <ZoneForm key={editing?.id ?? "new"} zone={editing} onDone={() => setEditing(undefined)} /> : null}
      <PagedResults list={list}>
        {(zones) => (
          <ul className="space-y-4">
            {zones.map((zone) => (
              <ZoneItem key={zone.id} zone={zone} onEdit={() => setEditing(zone)} />
            ))}
          </ul>
        )}
      </PagedResults>
    </Card>
  );
}

/** The cities a zone's districts are in: a whole city by its name, else with how many of its districts. */
function citiesServed(cities: City[], stateIds: number[], t: (key: "someOf", params: Record<string, string | number>) => string) {
  return cities
    .map((city) => ({ city, count: city.states.filter((state) => stateIds.includes(state.id)).length }))
    .filter(({ count }) => count > 0)
    .map(({ city, count }) => (count === city.states.length ? city.name : t("someOf", { city: city.name, count })))
    .join(", ");
}

function ZoneItem({ zone, onEdit }: { zone: Zone; onEdit: () => void }) {
  const t = useMessages(shippingMessages);
  const countries = useShippingCountries();
  const cities = useShippingCities();
  const country = countries.data?.find((c) => c.id === zone.country_id);
  /** The rate being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Rate | null>();

  return (
    <li className="rounded-lg border border-gray-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            <bdi>{zone.name}</bdi>
          </h3>
          <p className="text-sm text-gray-600">
            {country?.name ?? zone.country_code} · {zone.state_ids.length ? citiesServed(cities.data ?? [], zone.state_ids, t) : t("wholeCountry")}
            {country && !country.is_active ? ` (${t("notDelivered")})` : ""}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={zone.is_active ? "green" : "gray"}>{zone.is_active ? t("active") : t("inactive")}</Badge>
          <EditButton label={t("editZone", { name: zone.name })} onClick={onEdit} />
        </div>
      </div>
      <RatesTable zone={zone} onEdit={setEditing} />
      {editing !== undefined ? (
        <RateForm key={editing?.id ?? "new"} zone={zone} rate={editing} onDone={() => setEditing(undefined)} />
      ) : (
        <WriteButton variant="secondary" className="mt-3" aria-label={t("newRateTo", { name: zone.name })} onClick={() => setEditing(null)}>
          {t("newRate")}
        </WriteButton>
      )}
    </li>
  );
}

// The store's texts are in <bdi> here and in the pickup points: each keeps its own direction, so
// an English "2-4 days" is not turned into "days 2-4" on a right-to-left page.
function RatesTable({ zone, onEdit }: { zone: Zone; onEdit: (rate: Rate) => void }) {
  const t = useMessages(shippingMessages);
  const language = useLanguage();
  const store = useStore();
  const money = (amount: string) => formatMoney(amount, store.default_currency, language);
  if (!zone.rates.length) return <p className="mt-3 text-sm text-gray-600">{t("noRates")}</p>;
  return (
    <RecordTable
      columns={[{ label: t("title") }, { label: t("amount") }, { label: t("deliveryTime") }, { label: t("carrier") }, { label: t("active") }]}
      actions
      layout={stacked}
      label={t("rates", { name: zone.name })}
      className="mt-3"
    >
      {zone.rates.map((rate) => (
        <tr key={rate.id} className={stacked.row}>
          <td className={`${tdClass} font-medium ${stacked.first}`}>
            <bdi>{rate.title}</bdi>
          </td>
          <td className={`${tdClass} whitespace-nowrap ${stacked.cell}`}>
            {rate.type === "per_item" ? t("perItemPrice", { amount: money(rate.amount) }) : money(rate.amount)}
            {rate.free_above ? <span className="block text-xs text-gray-600">{t("freeAboveShort", { amount: money(rate.free_above) })}</span> : null}
          </td>
          <td className={`${tdClass} ${stacked.cell}`}>
            <bdi>{rate.shipping_time}</bdi>
          </td>
          <td className={`${tdClass} ${stacked.cell}`}>
            <bdi>{rate.carrier ?? "—"}</bdi>
          </td>
          <td className={`${tdClass} ${stacked.cell}`}>
            <Badge tone={rate.is_active ? "green" : "gray"}>{rate.is_active ? t("active") : t("inactive")}</Badge>
          </td>
          <td className={`${tdClass} text-end ${stacked.last}`}>
            <EditButton label={t("editRate", { title: rate.title })} onClick={() => onEdit(rate)} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

function ZoneForm({ zone, onDone }: { zone: Zone | null; onDone: () => void }) {
  const t = useMessages(shippingMessages);
  const countries = useShippingCountries();
  const [draft, setDraft] = useState({
    name: zone?.name ?? "",
    country_id: zone?.country_id.toString() ?? "",
    state_ids: zone?.state_ids ?? [],
    is_active: zone?.is_active ?? true,
  });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const writes = useRecordWrites({
    shownIn: [ZONES],
    createAt: "/shipping-zones",
    at: zone ? `/shipping-zones/${zone.id}` : undefined,
    body: () => draft,
    schemas: { create: shippingZoneInput, update: shippingZonePatch },
    onDone,
  });
  const { failure } = writes;

  return (
    <RecordForm
      writes={writes}
      nested
      title={zone ? t("editZone", { name: zone.name }) : t("newZone")}
      deleteLabel={t("deleteZone")}
      confirmDelete={() => t("confirmDeleteZone", { name: zone!.name })}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("zoneName")} value={draft.name} error={failure?.fieldError("name")} onChange={(name) => set({ name })} />
        <SelectField
          label={t("country")}
          error={failure?.fieldError("country_id")}
          value={draft.country_id}
          // Districts are their country's: another country starts from the whole of it.
          onChange={(country_id) => set({ country_id, state_ids: [] })}
          options={[
            { value: "", label: "—", disabled: true },
            ...[true, false].flatMap((delivered) =>
              (countries.data ?? [])
                .filter((country) => country.is_active === delivered)
                .map((country) => ({
                  value: country.id,
                  label: delivered ? country.name : `${country.name} (${t("notDelivered")})`,
                  group: delivered ? t("countries") : t("otherCountries"),
                })),
            ),
          ]}
        />
        <Switch label={t("active")} checked={draft.is_active} onChange={(is_active) => set({ is_active })} />
        <DistrictsField
          countryId={Number(draft.country_id)}
          selected={draft.state_ids}
          error={failure?.fieldError("state_ids")}
          onChange={(state_ids) => set({ state_ids })}
        />
        {draft.country_id ? <AddPlaces countryId={Number(draft.country_id)} /> : null}
      </div>
    </RecordForm>
  );
}

/** The towns or districts of the country's cities (Morocco's regions) a zone serves, a whole city at once or one by one; none: the whole country. */
function DistrictsField({
  countryId,
  selected,
  error,
  onChange,
}: {
  countryId: number;
  selected: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const t = useMessages(shippingMessages);
  const cities = useShippingCities().data?.filter((city) => city.country_id === countryId && city.states.length > 0) ?? [];
  if (!cities.length) return null;
  const toggle = (ids: number[], on: boolean) => onChange(on ? [...new Set([...selected, ...ids])] : selected.filter((id) => !ids.includes(id)));
  const box = "h-4 w-4 shrink-0 accent-gray-900";
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-gray-800">{t("districtsLegend")}</legend>
      <p className="mb-2 text-xs text-gray-600">{t("districtsHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => {
          const ids = city.states.map((state) => state.id);
          return (
            <div key={city.id} className="rounded-md border border-gray-200 bg-white p-2">
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  className={box}
                  aria-label={t("allOf", { city: city.name })}
                  checked={ids.every((id) => selected.includes(id))}
                  onChange={(e) => toggle(ids, e.target.checked)}
                />
                {city.name}
              </label>
              <ul className="mt-1 space-y-1 ps-6">
                {city.states.map((state) => (
                  <li key={state.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" className={box} checked={selected.includes(state.id)} onChange={(e) => toggle([state.id], e.target.checked)} />
                      {state.name}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
