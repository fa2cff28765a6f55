import { describe, expect, it } from "vitest";
import { templateLayout } from "./template-layout";

describe("a template's layout", () => {
  it("fills in what a layer leaves out, and takes a box that touches the edges through rounding", () => {
    const layout = templateLayout.parse({
      layers: [
        { type: "photo", box: { x: 0.1, y: 0.2, width: 0.9, height: 0.8 } },
        { type: "band", box: { x: 0, y: 0.7, width: 1, height: 0.3 } },
        { type: "text", text: "{product} for {price} at {store}", size: 0.05, box: { x: 0, y: 0, width: 1, height: 0.1 } },
      ],
    });
    expect(layout).toEqual({
      background: "#ffffff",
      layers: [
        { type: "photo", fit: "cover", box: { x: 0.1, y: 0.2, width: 0.9, height: 0.8 } },
        { type: "band", opacity: 1, box: { x: 0, y: 0.7, width: 1, height: 0.3 } },
        { type: "text", text: "{product} for {price} at {store}", size: 0.05, weight: "regular", align: "left", box: { x: 0, y: 0, width: 1, height: 0.1 } },
      ],
    });
    expect(templateLayout.parse({})).toEqual({ background: "#ffffff", layers: [] });
  });

  it("takes the theme's colours and fonts by name", () => {
    const box = { x: 0, y: 0, width: 1, height: 1 };
    const layout = {
      background: "background",
      layers: [
        { type: "band", color: "accent", box },
        { type: "text", text: "{price}", font: "body", color: "on_accent", size: 0.1, box },
      ],
    };
    expect(templateLayout.parse(layout)).toMatchObject(layout);
    expect(templateLayout.safeParse({ background: "primary" }).success).toBe(false);
  });

  it("refuses boxes outside the picture or without area, unknown placeholders and colours CSS would guess at", () => {
    const box = { x: 0, y: 0, width: 1, height: 1 };
    for (const layer of [
      { type: "photo", box: { ...box, x: 0.01 } },
      { type: "photo", box: { ...box, width: 0 } },
      { type: "photo", box: { ...box, y: -0.1, height: 0.5 } },
      { type: "text", text: "{name}", size: 0.1, box },
      { type: "text", text: "{}", size: 0.1, box },
      { type: "text", text: "Hi", size: 0.1, font: "Inter; color: red", box },
      { type: "band", color: "#ggg", box },
      { type: "band", color: "rgb(0,0,0)", box },
      { type: "band", opacity: 1.5, box },
    ]) {
      expect(templateLayout.safeParse({ layers: [layer] }).success, JSON.stringify(layer)).toBe(false);
    }
  });
});
