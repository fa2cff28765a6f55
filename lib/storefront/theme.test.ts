import { describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "../stores/settings";
import { contrast, fontStack, readable, themeColor, themeStyleSheet } from "./theme";

describe("the store's theme in the storefront's CSS", () => {
  it("takes colours with or without their #, and nothing else", () => {
    expect(themeColor("4a4a4a", "#000000")).toBe("#4a4a4a");
    expect(themeColor("#C0583A", "#000000")).toBe("#C0583A");
    expect(themeColor("red;}body{display:none", "#000000")).toBe("#000000");
  });

  it("puts the theme's font before the system's, and keeps a font name from closing the rule", () => {
    expect(fontStack("Playfair Display")).toMatch(/^"Playfair Display", ui-sans-serif/);
    expect(fontStack('x";}*{color:red')).toMatch(/^"xcolorred", /);
    expect(fontStack("system-ui")).toMatch(/^ui-sans-serif/);
  });

  it("gives light colours by default and dark ones when the device asks", () => {
    const css = themeStyleSheet({ ...DEFAULT_THEME, body: { light_bg: "fbf7f2", dark_bg: "#14181f" } });
    expect(css).toMatch(/^:root\{--shop-bg:#fbf7f2;/);
    expect(css).toContain("@media (prefers-color-scheme: dark){:root{--shop-bg:#14181f;");
  });

  it("keeps the theme's colours where they read well, and darkens or lightens them just enough where they do not", () => {
    expect(readable("#1f2a44", "#fbf7f2")).toBe("#1f2a44");
    const button = readable("#c0583a", "#ffffff");
    expect(contrast(button, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#c0583a", "#ffffff")).toBeLessThan(4.5);
    expect(button).not.toBe("#000000");
    expect(contrast(readable("#e8a87c", "#14181f"), "#14181f")).toBeGreaterThanOrEqual(4.5);
  });
});
