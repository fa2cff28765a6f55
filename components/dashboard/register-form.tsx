"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { getSession, signIn } from "next-auth/react";
import { useDeferredValue, useMemo, useState } from "react";
import { QueryProvider } from "@/components/query-provider";
import { registerMessages } from "@/lib/dashboard/messages/register";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import type { DashboardStore } from "@/lib/dashboard/session-types";
import { validationError } from "@/lib/core/validation";
import { latinSlug } from "@/lib/core/slug-text";
import type { Language } from "@/lib/i18n/messages";
import { countryDefaults, countryNames, DEFAULT_COUNTRY } from "@/lib/stores/countries";
import { registerStoreInput } from "@/lib/stores/schemas";
import { AuthProvider } from "./auth-provider";
import { useLanguage, useMessages } from "./language";
import { Button } from "./ui/buttons";
import { Field, inputClass, SelectField } from "./ui/fields";
import { TimeZoneField } from "./time-zone-field";

const CURRENCIES = ["USD", "EUR", "GBP", "MAD", "CAD", "AED", "SAR", "TND", "DZD", "EGP"];
/** A subdomain's longest label (lib/stores/schemas.ts, SUBDOMAIN). */
const SUBDOMAIN_LENGTH = 40;

/** The currency and time zone a country sets, over the form's. */
function followCountry(country: string) {
  const { currency, timezones } = countryDefaults(country);
  return { country, ...(currency ? { currency } : {}), ...(timezones[0] ? { timezone: timezones[0] } : {}) };
}

type Availability = { data: { subdomain: string; available: boolean; reason?: "invalid" | "reserved" | "lookalike" | "taken" } };

export function RegisterForm({ rootDomain }: { rootDomain: string }) {
  return (
    <AuthProvider session={null}>
      <QueryProvider>
        <Form rootDomain={rootDomain} />
      </QueryProvider>
    </AuthProvider>
  );
}

function Form({ rootDomain }: { rootDomain: string }) {
  const t = useMessages(registerMessages);
  const ts = useMessages(shellMessages);
  // The store speaks the language its owner signed up in: the page's (the language picker's).
  const language = useLanguage() as Language;
  const [fields, setFields] = useState({
    name: "",
    email: "",
    password: "",
    store_name: "",
    subdomain: "",
    currency: "USD",
    timezone: "UTC",
    ...followCountry(DEFAULT_COUNTRY),
  });
  // The subdomain follows the store's name until the owner types one of their own.
  const [subdomainTyped, setSubdomainTyped] = useState(false);
  const countries = useMemo(() => countryNames(language), [language]);
  const { timezones } = countryDefaults(fields.country);
  const currencies = CURRENCIES.includes(fields.currency) ? CURRENCIES : [fields.currency, ...CURRENCIES];
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<DashboardStore>();
  const set = (change: Partial<typeof fields>) => setFields({ ...fields, ...change });

  const subdomain = useDeferredValue(fields.subdomain.trim().toLowerCase());
  // Checked as typed: the administration API's public check, no session needed.
  const availability = useQuery({
    queryKey: ["subdomain", subdomain],
    enabled: subdomain.length > 0,
    queryFn: () => fetch(`/api/subdomain-availability?subdomain=${encodeURIComponent(subdomain)}`).then((r) => r.json() as Promise<Availability>),
  });
  const address = `${subdomain}.${rootDomain}`;
  const check = availability.data?.data;
  const subdomainNote = !subdomain
    ? undefined
    : availability.isFetching
      ? t("checking")
      : check?.available
        ? t("available", { address })
        : check?.reason
          ? t(check.reason)
          : undefined;

  async function submit() {
    setErrors({});
    setMessage(undefined);
    // The route's own schema first, as the API would read the fields next-auth sends (the empty ones left out).
    const sent = { ...fields, language };
    const checked = registerStoreInput.safeParse(Object.fromEntries(Object.entries(sent).filter(([, value]) => value)));
    if (!checked.success) return setErrors(validationError(checked.error.issues, language).errors ?? {});
    setBusy(true);
    const answer = await signIn("register", { ...sent, redirect: false });
    if (answer?.ok && !answer.error) {
      const session = (await getSession()) as { store?: DashboardStore } | null;
      setOpened(session?.store);
      return;
    }
    setBusy(false);
    try {
      const refusal = JSON.parse(answer?.error ?? "") as { message: string; errors: Record<string, string[]> };
      setErrors(refusal.errors);
      if (Object.keys(refusal.errors).length === 0) setMessage(refusal.message);
    } catch {
      setMessage(ts("failed"));
    }
  }

  if (opened) {
    return (
      <section className="w-full max-w-md space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold">{t("ready")}</h1>
        <p className="text-gray-600">{t("readyLead", { store: opened.name })}</p>
        <div className="flex flex-wrap gap-3">
          <a href={opened.url} className="rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-700">
            {t("openStorefront")}
          </a>
          <Link href="/dashboard" className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50">
            {t("openDashboard")}
          </Link>
        </div>
      </section>
    );
  }

  const error = (field: string) => errors[field]?.[0];
  const text = (label: string, field: "name" | "email" | "password", type = "text", autoComplete?: string) => (
    <Field label={label} error={error(field)}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          // An address and a password read left to right in an Arabic form too; a name as it is written.
          dir={type === "text" ? "auto" : "ltr"}
          autoComplete={autoComplete}
          required
          className={inputClass}
          value={fields[field]}
          aria-invalid={!!error(field)}
          aria-describedby={describedBy}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      className="w-full max-w-lg space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-gray-600">{t("lead")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text(t("yourName"), "name", "text", "name")}
        {text(ts("email"), "email", "email", "email")}
      </div>
      {text(ts("password"), "password", "password", "new-password")}
      <Field label={t("storeName")} error={error("store_name")}>
        {(id, describedBy) => (
          <input
            id={id}
            autoComplete="organization"
            dir="auto"
            required
            className={inputClass}
            value={fields.store_name}
            aria-invalid={!!error("store_name")}
            aria-describedby={describedBy}
            onChange={(e) => set({ store_name: e.target.value, ...(subdomainTyped ? {} : { subdomain: latinSlug(e.target.value, SUBDOMAIN_LENGTH) }) })}
          />
        )}
      </Field>
      <Field label={t("subdomain")} error={error("subdomain")} hint={subdomainNote}>
        {(id, describedBy) => (
          <div className="flex items-center gap-2" dir="ltr">
            <input
              id={id}
              required
              className={inputClass}
              value={fields.subdomain}
              aria-invalid={!!error("subdomain") || check?.available === false}
              aria-describedby={describedBy}
              onChange={(e) => {
                setSubdomainTyped(true);
                set({ subdomain: e.target.value });
              }}
            />
            <span className="shrink-0 text-sm text-gray-600">.{rootDomain}</span>
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("country")}
          error={error("country")}
          fieldClassName="sm:col-span-2"
          value={fields.country}
          onChange={(code) => set(followCountry(code))}
          options={countries.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <SelectField
          label={t("currency")}
          error={error("currency")}
          value={fields.currency}
          onChange={(currency) => set({ currency })}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
        {timezones.length > 0 ? (
          <SelectField
            label={t("timezone")}
            error={error("timezone")}
            dir="ltr"
            value={fields.timezone}
            onChange={(timezone) => set({ timezone })}
            options={timezones.map((zone) => ({ value: zone, label: zone }))}
          />
        ) : (
          <TimeZoneField label={t("timezone")} error={error("timezone")} value={fields.timezone} onChange={(timezone) => set({ timezone })} />
        )}
      </div>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("creating") : t("submit")}
      </Button>
      <p className="text-sm text-gray-600">
        {t("haveAccount")}{" "}
        <Link href="/sign-in" className="font-medium text-gray-900 underline">
          {ts("signIn")}
        </Link>
      </p>
    </form>
  );
}
