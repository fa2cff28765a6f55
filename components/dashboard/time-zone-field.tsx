"use client";

import { useSyncExternalStore } from "react";
import { Field, inputClass } from "./ui/fields";

const ZONES = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
const noSubscription = () => () => {};

/**
 * A time zone of the IANA database, typed or picked among the browser's names (a list rather than
 * a select: the browser's may lack one the API takes, such as UTC). The names come once mounted:
 * the server's list may differ, which would not hydrate.
 */
export function TimeZoneField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  hint?: string;
}) {
  const zones = useSyncExternalStore(
    noSubscription,
    () => ZONES,
    () => undefined,
  );
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <>
          <input
            id={id}
            list={`${id}-zones`}
            className={inputClass}
            value={value}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          <datalist id={`${id}-zones`}>
            {zones?.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
