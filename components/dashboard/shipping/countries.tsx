"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import type { shippingCityRecord, shippingCountryRecord } from "@/lib/shipping/schemas";
import { useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { FormError, QueryState } from "../ui/feedback";
import { Field, inputClass, Switch } from "../ui/fields";

type Country = z.infer<typeof shippingCountryRecord>;
export type City = z.infer<typeof shippingCityRecord>;

const COUNTRIES = queryKeys.shipping.countries();

/** Every country, named in the store's language, with whether the store delivers there (one list, not paged). */
export function useShippingCountries() {
  return useQuery({ queryKey: COUNTRIES, queryFn: () => api<{ data: Country[] }>("/shipping/countries").then((answer) => answer.data) });
}

/** The cities the store reads (Morocco's regions, its own) with their towns and districts, which zones narrow to and pickup points name. */
export const CITIES = queryKeys.shipping.cities();
export function useShippingCities() {
  return useQuery({ queryKey: CITIES, queryFn: () => api<{ data: City[] }>("/shipping/cities").then((answer) => answer.data) });
}

/** The countries shoppers may choose, one switch each, and a search of every country to add one. */
export function CountriesSection() {
  const t = useMessages(shippingMessages);
  const client = useQueryClient();
  const countries = useShippingCountries();
  const change = useMutation({
    mutationFn: (activeIds: number[]) => api<{ data: Country[] }>("/shipping/countries", { method: "PUT", body: { active_ids: activeIds } }),
    // Optimistic: the switch moves at once, and back if the API refuses.
    onMutate: (activeIds) => {
      const before = countries.data;
      if (before)
        client.setQueryData(
          COUNTRIES,
          before.map((country) => ({ ...country, is_active: activeIds.includes(country.id) })),
        );
      return { before };
    },
    onError: (_error, _ids, context) => context?.before && client.setQueryData(COUNTRIES, context.before),
    onSuccess: ({ data }) => client.setQueryData(COUNTRIES, data),
  });
  // A country switched off stays in view until the screen is left, so that it can be switched back.
  const [shown, setShown] = useState<number[]>([]);
  const active = countries.data?.filter((c) => c.is_active).map((c) => c.id) ?? [];
  const toggle = (country: Country, on: boolean) => {
    setShown((ids) => [...new Set([...ids, country.id])]);
    change.mutate(on ? [...active, country.id] : active.filter((id) => id !== country.id));
  };
  const listed = countries.data?.filter((c) => c.is_active || shown.includes(c.id)) ?? [];

  return (
    <Card title={t("countries")}>
      <p className="mb-4 text-sm text-gray-600">{t("countriesLead")}</p>
      <QueryState loading={countries.isPending} error={countries.error} />
      <ul className="mb-4 flex flex-wrap gap-x-8 gap-y-3">
        {listed.map((country) => (
          <li key={country.id}>
            <Switch label={country.name} checked={country.is_active} onChange={(on) => toggle(country, on)} />
          </li>
        ))}
      </ul>
      {countries.data ? <AddCountry countries={countries.data.filter((c) => !c.is_active)} onAdd={(country) => toggle(country, true)} /> : null}
      <FormError error={change.error} />
    </Card>
  );
}

/** A search of the countries by name (the browser's suggestions), which adds the one named. */
function AddCountry({ countries, onAdd }: { countries: Country[]; onAdd: (country: Country) => void }) {
  const t = useMessages(shippingMessages);
  const [text, setText] = useState("");
  const found = countries.find((c) => c.name.toLocaleLowerCase() === text.trim().toLocaleLowerCase());
  const add = () => {
    if (!found) return;
    onAdd(found);
    setText("");
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Field label={t("addCountry")} hint={t("addCountryHint")} className="min-w-64 flex-1">
        {(id, describedBy) => (
          <>
            <input
              id={id}
              className={inputClass}
              list={`${id}-countries`}
              value={text}
              aria-describedby={describedBy}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && add()}
            />
            <datalist id={`${id}-countries`}>
              {countries.map((country) => (
                <option key={country.id} value={country.name} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <WriteButton variant="secondary" className="mt-6" disabled={!found} onClick={add}>
        {t("add")}
      </WriteButton>
    </div>
  );
}
