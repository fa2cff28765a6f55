import { z } from "zod";

// The shapes of the store settings the customer API reads: info, theme and currencies.

export const storeInfo = z.strictObject({
  address: z.string(),
  logo_light: z.string(),
  logo_dark: z.string(),
  store_name: z.string(),
});

const color = z.string();
const font = z.strictObject({ font: z.string(), light_color: color, dark_color: color });
export const storeTheme = z.strictObject({
  h1: font,
  h2: font,
  h3: font,
  h4: font,
  paragraph: font,
  button: z.strictObject({ light_color: color, dark_color: color, light_bg: color, dark_bg: color }),
  body: z.strictObject({ light_bg: color, dark_bg: color }),
});

export type Theme = z.infer<typeof storeTheme>;

export const currencyRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  conversion_rate: z.number(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});

export const storeInfoResponse = z.strictObject({ success: z.literal(true), data: storeInfo });
export const storeThemeResponse = z.strictObject({ success: z.literal(true), data: storeTheme });
export const currenciesResponse = z.strictObject({ success: z.literal(true), data: z.array(currencyRecord) });
