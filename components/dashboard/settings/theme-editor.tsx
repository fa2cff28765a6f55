"use client";

import { useState } from "react";
import { settingsMessages } from "@/lib/dashboard/messages/settings";
import { fontStack, themeColor, themePalette } from "@/lib/storefront/theme";
import type { Theme, ThemePatch } from "@/lib/stores/schemas";
import { useLanguage, useMessages } from "../language";
import { Field, TextField } from "../ui/fields";
import { fieldError, SettingsForm, useSaveSettings, type StoreSettings } from "./settings-form";

type Part = keyof Theme;
type Key = Parameters<typeof settingsMessages>[1];
const FONT_PARTS = ["h1", "h2", "h3", "h4", "paragraph"] as const satisfies Part[];
const COLOR_FIELDS: Record<string, Key> = { light_color: "lightColor", dark_color: "darkColor", light_bg: "lightBg", dark_bg: "darkBg" };

/** Only the fields that differ from the stored theme: `PUT /store` merges a theme's parts field by field. */
function changes(stored: Theme, draft: Theme): ThemePatch {
  const patch: Record<string, Record<string, string>> = {};
  for (const [part, fields] of Object.entries(draft)) {
    const changed = Object.entries(fields).filter(([field, value]) => stored[part as Part][field as never] !== value);
    if (changed.length) patch[part] = Object.fromEntries(changed);
  }
  return patch;
}

/** A theme colour as a colour input takes it: `#rrggbb` (the contract's are sometimes `#rgb`, or without `#`). */
function inputColor(value: string): string {
  const hex = themeColor(value, "#000000").slice(1);
  return `#${hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join("") : hex.slice(0, 6)}`.toLowerCase();
}

/** The storefront's theme: each part's font and colours, with the storefront as they make it, in both modes. */
export function ThemeEditor({ settings }: { settings: StoreSettings }) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings();
  const [draft, setDraft] = useState(settings.theme);
  const set = (part: Part, field: string, value: string) => setDraft((theme) => ({ ...theme, [part]: { ...theme[part], [field]: value } }));

  const colors = (part: Part) =>
    Object.keys(draft[part])
      .filter((field) => field in COLOR_FIELDS)
      .map((field) => {
        const value = draft[part][field as never] as string;
        const error = fieldError(save, `theme.${part}.${field}`);
        return (
          <Field key={field} label={t(COLOR_FIELDS[field]!)} error={error}>
            {(id, describedBy) => (
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  type="color"
                  className="h-9 w-12 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
                  value={inputColor(value)}
                  aria-invalid={!!error}
                  aria-describedby={describedBy}
                  onChange={(event) => set(part, field, event.target.value)}
                />
                <span className="font-mono text-xs text-gray-600" dir="ltr">
                  {inputColor(value)}
                </span>
              </div>
            )}
          </Field>
        );
      });

  const parts: Part[] = [...FONT_PARTS, "button", "body"];
  return (
    <SettingsForm title={t("theme")} save={save} onSave={() => save.mutate({ theme: changes(settings.theme, draft) })}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-last space-y-4 lg:order-none">
          {parts.map((part) => (
            <fieldset key={part} className="rounded-lg border border-gray-200 p-3">
              <legend className="px-1 text-sm font-semibold">{t(part)}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {"font" in draft[part] ? (
                  <TextField
                    fieldClassName="col-span-2"
                    label={t("font")}
                    dir="auto"
                    value={(draft[part] as Theme["h1"]).font}
                    error={fieldError(save, `theme.${part}.font`)}
                    onChange={(font) => set(part, "font", font)}
                  />
                ) : null}
                {colors(part)}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="space-y-3 lg:sticky lg:top-20 lg:self-start">
          <h3 className="text-sm font-semibold">{t("preview")}</h3>
          <Preview theme={draft} storeName={settings.name} mode="light" />
          <Preview theme={draft} storeName={settings.name} mode="dark" />
          <p className="text-xs text-gray-600">{t("previewNote")}</p>
        </div>
      </div>
    </SettingsForm>
  );
}

const WIDTH = 320;
const HEIGHT = 170;

/**
 * The storefront's look in one mode: its colours as its style sheet computes them
 * (lib/storefront/theme.ts) and its fonts. An SVG, whose fills and fonts are attributes: the
 * pages' policy allows no inline style.
 */
function Preview({ theme, storeName, mode }: { theme: Theme; storeName: string; mode: "light" | "dark" }) {
  const t = useMessages(settingsMessages);
  const rtl = useLanguage() === "ar";
  const colors = themePalette(theme, mode);
  const heading = fontStack(theme.h1.font);
  const body = fontStack(theme.paragraph.font);
  const x = rtl ? WIDTH - 20 : 20;
  const label = t(mode === "light" ? "lightMode" : "darkMode");
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full rounded-lg border border-gray-200"
        role="img"
        aria-label={`${t("preview")}, ${label}`}
        direction={rtl ? "rtl" : "ltr"}
      >
        <rect width={WIDTH} height={HEIGHT} fill={colors["--shop-bg"]} />
        <text x={x} y={38} fill={colors["--shop-heading"]} fontFamily={heading} fontSize={22} fontWeight={600}>
          {storeName}
        </text>
        <text x={x} y={66} fill={colors["--shop-accent"]} fontFamily={body} fontSize={12} fontWeight={600}>
          {t("sampleAccent")}
        </text>
        <text x={x} y={92} fill={colors["--shop-text"]} fontFamily={body} fontSize={13}>
          {t("sampleText")}
        </text>
        <rect x={rtl ? WIDTH - 150 : 20} y={110} width={130} height={36} rx={18} fill={colors["--shop-button-bg"]} />
        <text x={rtl ? WIDTH - 85 : 85} y={133} textAnchor="middle" fill={colors["--shop-button-text"]} fontFamily={body} fontSize={13} fontWeight={600}>
          {t("sampleButton")}
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">{label}</figcaption>
    </figure>
  );
}
