import { describe, expect, it } from "vitest";
import { get, origin } from "../support/http";
import { sql, whileChanged } from "../support/database";

const keys = (o: object) => Object.keys(o).sort();

describe("store settings", () => {
  it("/get-info-store answers each store's own name, address and logos", async () => {
    const stores = await sql<{ subdomain: string; name: string; address: string; logo_light: string; logo_dark: string }>(
      "SELECT subdomain, name, address, logo_light, logo_dark FROM stores WHERE subdomain IN ('demo', 'acme') ORDER BY id",
    );
    expect(stores).toHaveLength(2);
    for (const store of stores) {
      const host = `${store.subdomain}.localhost`;
      const reply = await get("/api/get-info-store", { host });
      expect(reply.status).toBe(200);
      expect(reply.json, store.subdomain).toEqual({
        success: true,
        data: {
          store_name: store.name,
          address: store.address,
          logo_light: `${origin(host)}/uploads/${store.logo_light}`,
          logo_dark: `${origin(host)}/uploads/${store.logo_dark}`,
        },
      });
      const logo = await get(new URL(reply.json.data.logo_light).pathname, { host });
      expect(logo.status).toBe(200);
      expect(logo.headers["content-type"]).toMatch(/^image\//);
    }
  });

  it("/get-theme-store answers every part of the theme", async () => {
    const reply = await get("/api/get-theme-store");
    expect(reply.status).toBe(200);
    const { data } = reply.json;
    expect(keys(data)).toEqual(["body", "button", "h1", "h2", "h3", "h4", "paragraph"]);
    for (const heading of ["h1", "h2", "h3", "h4", "paragraph"]) {
      expect(keys(data[heading])).toEqual(["dark_color", "font", "light_color"]);
      expect(typeof data[heading].font).toBe("string");
    }
    expect(keys(data.button)).toEqual(["dark_bg", "dark_color", "light_bg", "light_color"]);
    expect(keys(data.body)).toEqual(["dark_bg", "light_bg"]);
    for (const color of [data.h1.light_color, data.button.light_bg, data.body.dark_bg]) {
      expect(color).toMatch(/^#?[0-9a-fA-F]{3,8}$/);
    }
  });

  it("/get-theme-store answers the theme each store saved, a colour without its # as saved", async () => {
    const stores = await sql<{ subdomain: string; theme: Record<string, Record<string, string>> }>(
      "SELECT subdomain, theme FROM stores WHERE subdomain IN ('demo', 'acme') ORDER BY id",
    );
    expect(stores[0]!.theme).not.toEqual(stores[1]!.theme);
    expect(Object.values(stores[0]!.theme).some((part) => Object.values(part).some((value) => /^[0-9a-f]{6}$/.test(value)))).toBe(true);
    for (const { subdomain, theme } of stores) {
      expect((await get("/api/get-theme-store", { host: `${subdomain}.localhost` })).json, subdomain).toEqual({ success: true, data: theme });
    }
  });

  it("/get-theme-store takes what a store's theme lacks from the default theme, part by part and field by field", async () => {
    type Theme = Record<string, Record<string, unknown>>;
    const [{ theme }] = (await sql<{ theme: Theme }>("SELECT theme FROM stores WHERE subdomain = 'acme'")) as [{ theme: Theme }];
    const answeredWith = (saved: Theme) =>
      whileChanged(
        ["UPDATE stores SET theme = $1 WHERE subdomain = 'acme'", [saved]],
        ["UPDATE stores SET theme = $1 WHERE subdomain = 'acme'", [theme]],
        async () => {
          const reply = await get("/api/get-theme-store", { host: "acme.localhost" });
          expect(reply.status).toBe(200);
          return reply.json.data as Theme;
        },
      );
    const defaults = await answeredWith({});
    const { h1, h2, body, ...rest } = theme;
    expect([defaults.h1!.font, defaults.h2!.font, defaults.body]).not.toEqual([h1!.font, h2!.font, body]);

    // No body; a heading with its font only; another whose font is not text.
    const partial = await answeredWith({ ...rest, h1: { font: h1!.font }, h2: { ...h2, font: 12 } });
    expect(partial).toEqual({ ...rest, h1: { ...defaults.h1, font: h1!.font }, h2: { ...h2, font: defaults.h2!.font }, body: defaults.body });
  });

  it("/currency lists the active currencies with the default marked", async () => {
    const reply = await get("/api/currency");
    expect(reply.status).toBe(200);
    const codes = reply.json.data.map((c: { code: string }) => c.code);
    expect(codes[0]).toBe("MAD");
    expect(codes).toEqual(expect.arrayContaining(["MAD", "USD", "EUR"]));
    const inactive = await sql<{ code: string }>(
      "SELECT c.code FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND NOT c.is_active",
    );
    for (const { code } of inactive) expect(codes).not.toContain(code);
    for (const currency of reply.json.data) {
      expect(keys(currency)).toEqual(["code", "conversion_rate", "id", "is_default", "name", "symbol"]);
      expect(typeof currency.id).toBe("number");
      expect(typeof currency.conversion_rate).toBe("number");
      expect(currency.is_default).toBe(currency.code === "MAD" ? 1 : 0);
    }
    expect(reply.json.data[0].conversion_rate).toBe(1);
    // Every value from the rows, the default first.
    expect(reply.json.data).toEqual(
      await sql(
        `SELECT c.id, c.name, c.code, c.symbol, c.conversion_rate::float AS conversion_rate, (c.code = s.currency_code)::int AS is_default
         FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active ORDER BY c.code = s.currency_code DESC, c.id`,
      ),
    );

    const acme = await get("/api/currency", { host: "acme.localhost" });
    expect(acme.json.data[0]).toMatchObject({ code: "USD", is_default: 1 });
  });
});
