import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoMarketing } from "../demo/demo-marketing";
import { demoStore } from "../demo/demo-store";
import { productSvg } from "../demo/images";
import { priceLabel } from "../money/price-label";
import { DEFAULT_THEME } from "../stores/settings";
import { composePicture } from "./compose-picture";
import { templateLayout } from "./template-layout";

// The seeded designs drawn in the demo store's theme over one of its product pictures (the HTTP
// test keeps the pictures it renders for looking at).

const photo = Buffer.from(productSvg({ seed: "bowl", title: "Hand-painted Fez ceramic bowl", palette: demoStore.palette, glyph: "bowl" }));
const fill = {
  product: "Hand-painted Fez Ceramic Bowl, large",
  price: priceLabel("349", { code: "MAD", symbol: "DH" }, "en"),
  store: demoStore.name,
  caption: "Up to 30% off this weekend",
};
describe("a post picture composed from a template", () => {
  for (const template of demoMarketing.templates) {
    for (const [width, height] of [
      [1080, 1080],
      [1200, 630],
      [1080, 1920],
    ] as const) {
      it(`draws "${template.name}" at ${width}×${height} as a JPEG of exactly that size`, async () => {
        const picture = await composePicture({ layout: templateLayout.parse(template.layout), width, height, theme: demoStore.theme, fill, photo });
        expect(await sharp(picture).metadata()).toMatchObject({ format: "jpeg", width, height });
      });
    }
  }

  it("leaves out the layers whose placeholder has no value, and the photo layers without a picture", async () => {
    const layout = templateLayout.parse({
      background: "#102030",
      layers: [
        { type: "photo", box: { x: 0, y: 0, width: 1, height: 1 } },
        { type: "text", text: "{caption}", color: "#ffffff", size: 0.2, box: { x: 0, y: 0, width: 1, height: 1 } },
      ],
    });
    const picture = await composePicture({ layout, width: 40, height: 40, theme: DEFAULT_THEME, fill: { store: "Shop" }, photo: null });
    const { channels, isOpaque } = await sharp(picture).stats();
    expect(isOpaque).toBe(true);
    expect(channels.map((c) => [Math.round(c.min), Math.round(c.max)])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it("reads a theme colour saved without its # and falls back to the default for one that is no colour", async () => {
    const theme = { ...DEFAULT_THEME, body: { light_bg: "00ff00", dark_bg: "#000000" }, button: { ...DEFAULT_THEME.button, light_bg: "tomato" } };
    const layout = templateLayout.parse({ background: "background", layers: [{ type: "band", box: { x: 0.5, y: 0, width: 0.5, height: 1 } }] });
    const picture = await composePicture({ layout, width: 20, height: 10, theme, fill: {}, photo: null });
    const { data } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((5 * 20 + x) * 3, (5 * 20 + x) * 3 + 3)];
    expect(pixel(2)).toEqual([expect.closeTo(0, -1), expect.closeTo(255, -1), expect.closeTo(0, -1)]);
    expect(pixel(17)).toEqual([expect.closeTo(0x11, -1), expect.closeTo(0x18, -1), expect.closeTo(0x27, -1)]);
  });
});
