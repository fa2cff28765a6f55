"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { api } from "@/lib/dashboard/api-client";
import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import { useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { FormError } from "../ui/feedback";
import { TextField, SelectField } from "../ui/fields";
import { CITIES, useShippingCities } from "./countries";

// The places an owner adds where the reference list has none: a town missing from a region (or a
// district of a city), or a city of a country the list does not detail. Only this store sees them.

/** Adds a town to one of the country's cities, or a city to the country; the lists refresh. */
export function AddPlaces({ countryId }: { countryId: number }) {
  const t = useMessages(shippingMessages);
  const client = useQueryClient();
  const cities = useShippingCities().data?.filter((city) => city.country_id === countryId) ?? [];
  const [cityId, setCityId] = useState("");
  const [town, setTown] = useState("");
  const [city, setCity] = useState("");
  const add = useMutation({
    mutationFn: (place: { path: string; body: object }) => api(place.path, { method: "POST", body: place.body }),
    onSuccess: () => {
      setTown("");
      setCity("");
      return client.invalidateQueries({ queryKey: CITIES });
    },
  });
  const chosen = cities.some((c) => String(c.id) === cityId) ? cityId : "";

  return (
    <fieldset className="space-y-3 rounded-md border border-dashed border-gray-300 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-gray-800">{t("addPlaces")}</legend>
      {cities.length ? (
        <div className="flex flex-wrap items-start gap-2">
          <SelectField
            label={t("townOf")}
            fieldClassName="min-w-48 flex-1"
            value={chosen}
            onChange={setCityId}
            options={[{ value: "", label: "—", disabled: true }, ...cities.map((c) => ({ value: c.id, label: c.name }))]}
          />
          <TextField label={t("townName")} value={town} onChange={setTown} fieldClassName="min-w-48 flex-1" />
          <WriteButton
            variant="secondary"
            className="mt-6"
            disabled={!chosen || !town.trim() || add.isPending}
            onClick={() => add.mutate({ path: "/shipping/states", body: { city_id: Number(chosen), name: town } })}
          >
            {t("addTown")}
          </WriteButton>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <TextField label={t("cityName")} value={city} onChange={setCity} fieldClassName="min-w-48 flex-1" />
        <WriteButton
          variant="secondary"
          className="mt-6"
          disabled={!city.trim() || add.isPending}
          onClick={() => add.mutate({ path: "/shipping/cities", body: { country_id: countryId, name: city } })}
        >
          {t("addCity")}
        </WriteButton>
      </div>
      <FormError error={add.error} fieldsMessage={t("fixErrors")} />
    </fieldset>
  );
}
