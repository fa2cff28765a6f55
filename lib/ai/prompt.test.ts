import { describe, expect, it } from "vitest";
import { contentMessages } from "./prompt";

const store = { name: "Atlas Home", language: "fr", prompt: "  Artisanal Moroccan decor.  " };

describe("contentMessages", () => {
  it("tells the model the store, its owner's words and its language, then the request", () => {
    const [system, user] = contentMessages(store, { message: "Une légende pour les soldes" });
    expect(system.role).toBe("system");
    expect(system.content).toContain('online store "Atlas Home"');
    expect(system.content).toContain("The store, in its owner's words:\nArtisanal Moroccan decor.");
    expect(system.content).toContain("Write in French");
    expect(user).toEqual({ role: "user", content: "Une légende pour les soldes" });
  });

  it("leaves out an empty store prompt, and falls back to English for a language it does not name", () => {
    const [system] = contentMessages({ ...store, language: "xx", prompt: " " }, { message: "Hi" });
    expect(system.content).not.toContain("owner's words");
    expect(system.content).toContain("Write in English");
  });

  it("fills the request from the product, its markup taken out and its long text cut, with the kind's instruction", () => {
    const product = { name: "Pouf", summary: null, description: `<p>Soft <b>leather</b></p>${"x".repeat(3000)}`, brand: "Fes", price: "450.00 MAD" };
    const [system, user] = contentMessages(store, { kind: "title", product });
    expect(system.content).toContain("Write a product title");
    expect(user.content).toMatch(/^The product:\nName: Pouf\nBrand: Fes\nPrice: 450\.00 MAD\nDescription: Soft leather x+…\n\nWrite the product's title\.$/);
    expect(user.content.length).toBeLessThan(2100);
  });
});
