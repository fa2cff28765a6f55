import sharp, { type OverlayOptions } from "sharp";
import { MAX_PICTURE_PIXELS } from "../media/renditions";
import { DEFAULT_THEME } from "../stores/settings";
import type { Theme } from "../stores/schemas";
import { THEME_COLORS, type TemplateLayout, type TEXT_PLACEHOLDERS } from "./template-layout";

// Draws a template's layout at one size with sharp: the background, then each layer in its box,
// in order. Text is an SVG overlay per layer (librsvg lays it out with Pango and fontconfig), so
// only the fonts installed on the machine exist: a theme's family that is not installed falls
// back to the installed serif or sans-serif its name suggests (DejaVu or Liberation here).
// librsvg does not wrap text: lines are broken here, each measured by Pango through sharp's text
// input, which lays out with the same fonts, and the size shrinks until the lines fit the box.

type Layer = TemplateLayout["layers"][number];
type TextLayer = Extract<Layer, { type: "text" }>;
type Box = { left: number; top: number; width: number; height: number };

/** What the text layers' placeholders stand for; one left out hides the layers that name it. */
export type Fill = Partial<Record<(typeof TEXT_PLACEHOLDERS)[number], string>>;

export type Composition = {
  layout: TemplateLayout;
  width: number;
  height: number;
  theme: Theme;
  fill: Fill;
  /** The picture a photo layer shows (any format sharp reads); none: photo layers are left out. */
  photo: Buffer | null;
};

/** The picture as JPEG: the one format both Facebook and Instagram's publishing API take. */
export async function composePicture({ layout, width, height, theme, fill, photo }: Composition): Promise<Buffer> {
  const overlays: OverlayOptions[] = [];
  for (const layer of layout.layers) {
    const box = pixelBox(layer.box, width, height);
    const input =
      layer.type === "photo"
        ? photo && (await fittedPhoto(photo, box, layer.fit))
        : layer.type === "band"
          ? bandSvg(box, colorOf(theme, layer.color ?? "accent"), layer.opacity)
          : await textSvg(layer, box, theme, fill, height);
    if (input) overlays.push({ input, left: box.left, top: box.top });
  }
  const background = rgba(colorOf(theme, layout.background));
  return sharp({ create: { width, height, channels: 3, background: { r: background.r, g: background.g, b: background.b } } })
    .composite(overlays)
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}

/** A box in whole pixels, within the picture whatever the fractions' rounding. */
function pixelBox(box: Layer["box"], width: number, height: number): Box {
  const left = Math.min(Math.round(box.x * width), width - 1);
  const top = Math.min(Math.round(box.y * height), height - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(box.width * width), width - left)),
    height: Math.max(1, Math.min(Math.round(box.height * height), height - top)),
  };
}

/** A hex colour, or the theme's colour it names; a theme's colour saved without its `#` is read with one. */
function colorOf(theme: Theme, value: string): string {
  const named: Record<keyof typeof THEME_COLORS, (t: Theme) => string> = {
    heading: (t) => t.h1.light_color,
    subheading: (t) => t.h3.light_color,
    text: (t) => t.paragraph.light_color,
    accent: (t) => t.button.light_bg,
    on_accent: (t) => t.button.light_color,
    background: (t) => t.body.light_bg,
  };
  const pick = named[value as keyof typeof THEME_COLORS];
  if (!pick) return value;
  const hex = pick(theme).trim().replace(/^#?/, "#");
  return HEX.test(hex) ? hex : pick(DEFAULT_THEME);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function rgba(hex: string) {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b, a = 255] = full.match(/../g)!.map((pair) => parseInt(pair, 16));
  return { r: r!, g: g!, b: b!, alpha: a / 255 };
}

/** The SVG fill of a colour: its alpha (#rrggbbaa) times the layer's opacity. */
function fill(hex: string, opacity = 1) {
  const { r, g, b, alpha } = rgba(hex);
  return `fill="rgb(${r},${g},${b})" fill-opacity="${+(alpha * opacity).toFixed(3)}"`;
}

const svg = (box: Box, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">${body}</svg>`);

function bandSvg(box: Box, color: string, opacity: number): Buffer {
  return svg(box, `<rect width="${box.width}" height="${box.height}" ${fill(color, opacity)}/>`);
}

async function fittedPhoto(photo: Buffer, box: Box, fit: "cover" | "contain"): Promise<Buffer> {
  const { format, width = box.width, height = box.height } = await sharp(photo, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  // A vector picture (the demo's products are SVG) is drawn at the size it will have, not enlarged from 72 dpi.
  const scale = (fit === "cover" ? Math.max : Math.min)(box.width / width, box.height / height);
  const density = format === "svg" && scale > 1 ? Math.min(72 * scale, 2400) : undefined;
  return sharp(photo, { limitInputPixels: MAX_PICTURE_PIXELS, density })
    .autoOrient()
    .resize(box.width, box.height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

// ─── text ───

const SERIF = /serif|playfair|georgia|times|garamond|baskerville|bodoni|didot|merriweather|lora|cormorant|crimson|caslon|abril|libre/i;

/** The layer's family, then the generic family that stands in for it where it is not installed. */
function families(layer: TextLayer, theme: Theme): string[] {
  const family = layer.font === "body" ? theme.paragraph.font : layer.font === undefined || layer.font === "heading" ? theme.h1.font : layer.font;
  const generic = SERIF.test(family) && !/sans/i.test(family) ? "serif" : "sans-serif";
  // The theme's font is free text: only what a family name may hold reaches the SVG and Pango.
  const safe = family.replace(/[^\p{L}\p{N} _-]/gu, "").trim();
  return safe ? [safe, generic] : [generic];
}

/** The layer's text with its placeholders filled, or null when it names one the render does not have. */
function filledText(text: string, values: Fill): string | null {
  let missing = false;
  const filled = text.replace(/\{([^{}]*)\}/g, (_, name: keyof Fill) => {
    const value = values[name]?.trim();
    if (!value) missing = true;
    return value ?? "";
  });
  // Only ordinary spaces break lines: a price's no-break space keeps its symbol beside its digits.
  return missing ? null : filled.replace(/[ \t\r\n]+/g, " ").trim();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Line height, in font sizes. */
const LEADING = 1.2;
/** The smallest a layer's text shrinks to fit its box, in fractions of its size; past it, lines are cut. */
const MIN_SHRINK = 0.5;

async function textSvg(layer: TextLayer, box: Box, theme: Theme, values: Fill, pictureHeight: number): Promise<Buffer | null> {
  const text = filledText(layer.text, values);
  if (!text) return null;
  const fonts = families(layer, theme);
  const bold = layer.weight === "bold";
  const measure = (line: string, size: number) => lineWidth(line, fonts, bold, size);

  let size = layer.size * pictureHeight;
  // librsvg's ink reaches a little past Pango's logical width: a line measured to the last pixel would be clipped.
  const width = box.width * 0.96;
  let lines = await wrap(text, width, (line) => measure(line, size));
  while (lines.length * size * LEADING > box.height && size > layer.size * pictureHeight * MIN_SHRINK) {
    size *= 0.9;
    lines = await wrap(text, width, (line) => measure(line, size));
  }
  const fitting = Math.max(1, Math.floor(box.height / (size * LEADING)));
  if (lines.length > fitting) lines = [...lines.slice(0, fitting - 1), `${lines[fitting - 1]}…`];

  const anchor = { left: "start", center: "middle", right: "end" }[layer.align];
  const x = { left: 0, center: box.width / 2, right: box.width - 1 }[layer.align];
  // The block is centred in its box; each line's baseline sits about 0.8 of a size below its top.
  const top = (box.height - lines.length * size * LEADING) / 2 + (size * (LEADING - 1)) / 2 + size * 0.8;
  const color = colorOf(theme, layer.color ?? "heading");
  const family = fonts.map((name) => (name.includes("serif") && !name.includes(" ") ? name : `'${name}'`)).join(", ");
  const body = lines.map((line, i) => `<text x="${x}" y="${(top + i * size * LEADING).toFixed(1)}" text-anchor="${anchor}">${escapeXml(line)}</text>`).join("");
  return svg(box, `<g font-family="${escapeXml(family)}" font-size="${size.toFixed(1)}" font-weight="${bold ? 700 : 400}" ${fill(color)}>${body}</g>`);
}

/** Words laid into lines no wider than `width`; a word wider than a line has one of its own. */
async function wrap(text: string, width: number, measure: (line: string) => Promise<number>): Promise<string[]> {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && (await measure(`${last} ${word}`)) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A line's width in pixels as Pango lays it out in these fonts, as librsvg will draw it. */
async function lineWidth(line: string, fonts: string[], bold: boolean, size: number): Promise<number> {
  const font = `${fonts.join(",")} ${bold ? "Bold" : ""} ${size.toFixed(1)}px`;
  const { width = 0 } = await sharp({ text: { text: escapeXml(line), font, dpi: 72 } }).metadata();
  return width;
}
