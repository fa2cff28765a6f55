import type { Theme } from "../stores/schemas";

// The store's theme (/get-theme-store) as CSS custom properties for the storefront's style sheet:
// light colours by default, dark ones when the device asks for dark. The theme is the owner's
// text, so only what is a colour or a font name gets into the CSS: anything else falls back.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A hex colour with its `#` (the contract says it is sometimes absent), or `fallback`. */
export function themeColor(value: string, fallback: string): string {
  const match = HEX.exec(value.trim());
  return match ? `#${match[1]}` : fallback;
}

/** A font family of the theme, quoted, before the system's fonts (no web font loads offline or costs a request). */
export function fontStack(font: string): string {
  const name = font.replace(/[^\p{L}\p{N} _-]/gu, "").trim();
  const system = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif';
  return name && name !== "system-ui" ? `"${name}", ${system}` : system;
}

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join("") : digits.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
const READABLE = 4.5;

/**
 * `color`, moved toward black or white (whichever is further from `against`) just enough to be
 * readable on it: an owner's brand colour that reads badly keeps its hue, and the shop its
 * accessibility.
 */
export function readable(color: string, against: string): string {
  const target: Rgb = luminance(rgbOf(against)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const start = rgbOf(color);
  for (let step = 0; step <= 20; step++) {
    const mixed = start.map((c, i) => c + ((target[i]! - c) * step) / 20) as Rgb;
    if (contrast(hexOf(mixed), against) >= READABLE) return hexOf(mixed);
  }
  return hexOf(target);
}

/** The storefront's colours in one mode, as its style sheet sets them (the dashboard's theme preview shows the same). */
export function themePalette(theme: Theme, mode: "light" | "dark"): Record<string, string> {
  const color = mode === "light" ? "light_color" : "dark_color";
  const fallback = mode === "light" ? { bg: "#ffffff", ink: "#111827" } : { bg: "#111827", ink: "#f9fafb" };
  const bg = themeColor(theme.body[mode === "light" ? "light_bg" : "dark_bg"], fallback.bg);
  const buttonText = themeColor(theme.button[color], fallback.bg);
  return {
    "--shop-bg": bg,
    "--shop-text": readable(themeColor(theme.paragraph[color], fallback.ink), bg),
    "--shop-heading": readable(themeColor(theme.h1[color], fallback.ink), bg),
    "--shop-accent": readable(themeColor(theme.h3[color], fallback.ink), bg),
    // The button keeps its text colour; its background moves away from it if they read badly together.
    "--shop-button-bg": readable(themeColor(theme.button[mode === "light" ? "light_bg" : "dark_bg"], fallback.ink), buttonText),
    "--shop-button-text": buttonText,
  };
}

const block = (selector: string, properties: Record<string, string>) =>
  `${selector}{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;

/** The style sheet that sets the theme's variables on the storefront's root element. */
export function themeStyleSheet(theme: Theme): string {
  const fonts = { "--shop-font-heading": fontStack(theme.h1.font), "--shop-font-body": fontStack(theme.paragraph.font) };
  return [
    block(":root", { ...themePalette(theme, "light"), ...fonts, "color-scheme": "light dark" }),
    `@media (prefers-color-scheme: dark){${block(":root", themePalette(theme, "dark"))}}`,
  ].join("");
}
