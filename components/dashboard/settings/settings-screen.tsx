"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/dashboard/api-client";
import { settingsMessages } from "@/lib/dashboard/messages/settings";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { LANGUAGES } from "@/lib/i18n/messages";
import { LANGUAGE_NAMES } from "../language-picker";
import { useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { PageHeader } from "../ui/layout";
import { QueryState } from "../ui/feedback";
import { Field, inputClass, SelectField, Switch, TextField } from "../ui/fields";
import { TimeZoneField } from "../time-zone-field";
import { fieldError, SettingsForm, useSaveSettings, type StoreSettings } from "./settings-form";
import { DomainForm } from "./domain-form";
import { EmailPreviewsCard } from "./email-previews-card";
import { PasswordCard } from "./password-card";
import { ThemeEditor } from "./theme-editor";
import { TwoFactorCard } from "./two-factor-card";

/**
 * The store's settings, one card per concern, each saving only its own fields (`PUT /store` changes what it is sent),
 * and the signed-in account's two-factor sign-in.
 */
export function SettingsScreen({ askForRecoveryCodes = false }: { askForRecoveryCodes?: boolean }) {
  const ts = useMessages(shellMessages);
  const settings = useQuery({ queryKey: queryKeys.store.settings(), queryFn: () => api<{ data: StoreSettings }>("/store").then((answer) => answer.data) });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={ts("settings")} />
      <QueryState loading={settings.isPending} error={settings.error} />
      {settings.data ? (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <DetailsForm settings={settings.data} />
            <RegionForm settings={settings.data} />
          </div>
          <LogosForm settings={settings.data} />
          <ThemeEditor settings={settings.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PromptForm />
            <DomainForm settings={settings.data} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <ReturnsForm settings={settings.data} />
            <MarketingForm settings={settings.data} />
          </div>
          <EmailPreviewsCard />
          <TwoFactorCard askForCodes={askForRecoveryCodes} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PasswordCard />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function DetailsForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings({ refreshSession: true });
  const [name, setName] = useState(settings.name);
  const [address, setAddress] = useState(settings.address);
  const [taxId, setTaxId] = useState(settings.tax_id);
  return (
    <SettingsForm title={t("details")} save={save} onSave={() => save.mutate({ name, address, tax_id: taxId })}>
      <TextField label={t("storeName")} dir="auto" value={name} onChange={setName} error={fieldError(save, "name")} />
      <TextField label={t("address")} dir="auto" value={address} onChange={setAddress} error={fieldError(save, "address")} hint={t("addressHint")} />
      <TextField label={t("taxId")} dir="ltr" value={taxId} onChange={setTaxId} error={fieldError(save, "tax_id")} hint={t("taxIdHint")} />
    </SettingsForm>
  );
}

function ReturnsForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings();
  const [days, setDays] = useState(String(settings.return_window_days));
  const [free, setFree] = useState(settings.free_returns);
  return (
    <SettingsForm title={t("returns")} save={save} onSave={() => save.mutate({ return_window_days: Number(days) || 0, free_returns: free })}>
      <TextField
        label={t("returnWindowDays")}
        type="number"
        min={0}
        max={365}
        dir="ltr"
        value={days}
        onChange={setDays}
        error={fieldError(save, "return_window_days")}
        hint={t("returnWindowHint")}
      />
      <Switch label={t("freeReturns")} checked={free} onChange={setFree} />
    </SettingsForm>
  );
}

function MarketingForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings();
  const [abandonedCarts, setAbandonedCarts] = useState(settings.abandoned_cart_emails);
  const [autoPublish, setAutoPublish] = useState(settings.reviews_auto_publish);
  return (
    <SettingsForm title={t("marketing")} save={save} onSave={() => save.mutate({ abandoned_cart_emails: abandonedCarts, reviews_auto_publish: autoPublish })}>
      <Switch label={t("abandonedCartEmails")} checked={abandonedCarts} onChange={setAbandonedCarts} />
      <p className="text-sm text-gray-600">{t("abandonedCartHint")}</p>
      <Switch label={t("reviewsAutoPublish")} checked={autoPublish} onChange={setAutoPublish} />
      <p className="text-sm text-gray-600">{t("reviewsHint")}</p>
    </SettingsForm>
  );
}

function RegionForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings({ refreshSession: true });
  const [language, setLanguage] = useState(settings.language);
  const [timezone, setTimezone] = useState(settings.timezone);
  return (
    <SettingsForm title={t("region")} save={save} onSave={() => save.mutate({ language, timezone })}>
      <SelectField
        label={t("language")}
        error={fieldError(save, "language")}
        hint={t("languageHint")}
        value={language}
        onChange={(value) => setLanguage(value as StoreSettings["language"])}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))}
      />
      <TimeZoneField label={t("timezone")} value={timezone} onChange={setTimezone} error={fieldError(save, "timezone")} hint={t("timezoneHint")} />
    </SettingsForm>
  );
}

const pictureOf = (id: number | null, url: string | null): Picture[] => (id !== null && url ? [{ id, url }] : []);

function LogosForm({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings();
  const [light, setLight] = useState(() => pictureOf(settings.logo_light_id, settings.logo_light));
  const [dark, setDark] = useState(() => pictureOf(settings.logo_dark_id, settings.logo_dark));
  // A logo is shown whole, the dark one on a dark ground as the storefront shows it (the picture field's thumbnails are `li > img`).
  const logo = (label: string, pictures: Picture[], onChange: (pictures: Picture[]) => void, field: string, ground: string) => (
    <div className={`min-w-0 [&_li>img]:object-contain [&_li>img]:p-1 ${ground}`}>
      <h3 className="mb-2 text-sm font-medium text-gray-800">{label}</h3>
      <PicturesField label={label} multiple={false} pictures={pictures} onChange={onChange} />
      {fieldError(save, field) ? <p className="mt-2 text-sm text-red-700">{fieldError(save, field)}</p> : null}
    </div>
  );
  return (
    <SettingsForm title={t("logos")} save={save} onSave={() => save.mutate({ logo_light_id: light[0]?.id ?? null, logo_dark_id: dark[0]?.id ?? null })}>
      <div className="grid gap-6 md:grid-cols-2">
        {logo(t("logoLight"), light, setLight, "logo_light_id", "[&_li>img]:bg-white")}
        {logo(t("logoDark"), dark, setDark, "logo_dark_id", "[&_li>img]:bg-gray-900")}
      </div>
    </SettingsForm>
  );
}

/** The AI prompt, read from the documented `/get-store-prompt`. */
function PromptForm() {
  const prompt = useQuery({ queryKey: queryKeys.store.prompt(), queryFn: () => api<{ prompt: string }>("/get-store-prompt").then((answer) => answer.prompt) });
  if (prompt.data === undefined) return <QueryState loading={prompt.isPending} error={prompt.error} />;
  return <PromptFields prompt={prompt.data} />;
}

function PromptFields({ prompt }: { prompt: string }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings();
  const [text, setText] = useState(prompt);
  return (
    <SettingsForm title={t("prompt")} save={save} onSave={() => save.mutate({ prompt: text })}>
      <Field label={t("promptLabel")} error={fieldError(save, "prompt")} hint={t("promptHint")}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={6}
            dir="auto"
            className={inputClass}
            value={text}
            aria-invalid={!!fieldError(save, "prompt")}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
    </SettingsForm>
  );
}
