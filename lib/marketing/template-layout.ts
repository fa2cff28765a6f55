import { z } from "zod";

// A template's design: a background and layers drawn in order over it, each in a box placed in
// fractions of the picture (0 to 1 across and down), so that one design renders at every
// resolution (1080×1080, 1080×1350, 1200×630...). The renderer (compose-picture.ts)
// draws what this schema accepts and nothing else; a new kind of layer is a new schema added to
// LAYERS, with its own `type`. Fonts and colours left out are the store theme's
// (/get-theme-store): text in the `h1` font and light colour, bands in the button's light
// background. A colour or font may also name a part of the theme (THEME_COLORS, THEME_FONTS),
// so that one design takes each store's own look.

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const hexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, "Expected a colour as #rgb, #rrggbb or #rrggbbaa");

/** The theme's colours a layer may name instead of a hex colour, each the store's (/get-theme-store). */
export const THEME_COLORS = {
  heading: "h1's light colour",
  subheading: "h3's light colour",
  text: "the paragraph's light colour",
  accent: "the button's light background",
  on_accent: "the button's light text colour",
  background: "the body's light background",
} as const;

const themeColorName = z.enum(Object.keys(THEME_COLORS) as [keyof typeof THEME_COLORS, ...(keyof typeof THEME_COLORS)[]]);
/** A hex colour, or the name of one of the theme's (THEME_COLORS). */
export const layerColor = z.union([hexColor, themeColorName]).meta({
  description: `A colour as #rgb, #rrggbb or #rrggbbaa, or one of the store theme's: ${Object.entries(THEME_COLORS)
    .map(([name, what]) => `\`${name}\` (${what})`)
    .join(", ")}`,
});

/** The theme's fonts a text layer may name instead of a family: h1's and the paragraph's. */
export const THEME_FONTS = ["heading", "body"] as const;

/** A family name as CSS and fontconfig take it: letters, digits, spaces, hyphens and underscores. */
export const fontFamily = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N} _-]+$/u, "Expected a font family name");

const fraction = z.number().min(0).max(1);
// Rounding in the client's arithmetic (0.1 + 0.9) must not refuse a box that touches the edge.
const EDGE = 1 + 1e-9;

/** Where a layer is drawn: its top left corner and its size, in fractions of the picture. */
export const layerBox = z
  .strictObject({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
  .refine((box) => box.x + box.width <= EDGE && box.y + box.height <= EDGE, "The box must lie within the picture: x + width and y + height at most 1");

/** The product's photo (or the gallery picture the render names), fitted to its box: cropped to fill it, or whole inside it. */
export const photoLayer = z.strictObject({
  type: z.literal("photo"),
  fit: z.enum(["cover", "contain"]).default("cover"),
  box: layerBox,
});

/** A rectangle of colour, for a band behind text or a frame. */
export const bandLayer = z.strictObject({
  type: z.literal("band"),
  color: layerColor.optional(),
  opacity: fraction.default(1),
  box: layerBox,
});

/** What a text layer may name, filled in at render time. */
export const TEXT_PLACEHOLDERS = ["product", "price", "store", "caption"] as const;

const placeholdersKnown = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].every(([, name]) => (TEXT_PLACEHOLDERS as readonly string[]).includes(name!));

/**
 * Text, wrapped within its box. `{product}` is the product's name, `{price}` its price in the
 * store's currency, `{store}` the store's name, `{caption}` the render's caption. `size` is the
 * font's height in fractions of the picture's height.
 */
export const textLayer = z.strictObject({
  type: z.literal("text"),
  text: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .refine(placeholdersKnown, `Only ${TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")} may be named in braces`),
  font: z
    .union([z.enum(THEME_FONTS), fontFamily])
    .optional()
    .meta({ description: "A font family, or the theme's: `heading` (h1's font, the default) or `body` (the paragraph's)" }),
  color: layerColor.optional(),
  size: z.number().min(0.01).max(0.5),
  weight: z.enum(["regular", "bold"]).default("regular"),
  align: z.enum(["left", "center", "right"]).default("left"),
  box: layerBox,
});

export const LAYERS = [photoLayer, bandLayer, textLayer] as const;
export const templateLayer = z.discriminatedUnion("type", LAYERS);

export const MAX_LAYERS = 20;

export const templateLayout = z
  .strictObject({
    background: layerColor.default("#ffffff"),
    layers: z.array(templateLayer).max(MAX_LAYERS).default([]),
  })
  .meta({ id: "TemplateLayout" });

export type TemplateLayout = z.infer<typeof templateLayout>;
