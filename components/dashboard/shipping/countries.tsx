"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import type { shippingCityRecord, shippingCountryRecord } from "@/lib/shipping/schemas";
import { useMessages } from "../language";
import { Card } from "../ui/layout";
import { FormError, QueryState } from "../ui/feedback";
import { Switch } from "../ui/fields";

type Country = z.infer<typeof shippingCountryRecord>;
export type City = z.infer<typeof shippingCityRecord>;

const COUNTRIES = queryKeys.shipping.countries();

/** Every country of the store, with whether it delivers there (a setting of a few rows, not paged). */
export function useShippingCountries() {
  return useQuery({ queryKey: COUNTRIES, queryFn: () => api<{ data: Country[] }>("/shipping/countries").then((answer) => answer.data) });
}

/** Every city of the store with its districts, which zones narrow to and pickup points name (a few rows, not paged). */
export function useShippingCities() {
  return useQuery({ queryKey: queryKeys.shipping.cities(), queryFn: () => api<{ data: City[] }>("/shipping/cities").then((answer) => answer.data) });
}

/** The countries shoppers may choose, one switch each. */
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
  const toggle = (country: Country, on: boolean) => {
    const active = countries.data!.filter((c) => c.is_active && c.id !== country.id).map((c) => c.id);
    change.mutate(on ? [...active, country.id] : active);
  };

  return (
    <Card title={t("countries")}>
      <p className="mb-4 text-sm text-gray-600">{t("countriesLead")}</p>
      <QueryState loading={countries.isPending} error={countries.error} empty={countries.data?.length === 0} />
      <ul className="flex flex-wrap gap-x-8 gap-y-3">
        {countries.data?.map((country) => (
          <li key={country.id}>
            <Switch label={country.name} checked={country.is_active} onChange={(on) => toggle(country, on)} />
          </li>
        ))}
      </ul>
      <FormError error={change.error} />
    </Card>
  );
}
