import { readdirSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { build } from "esbuild";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The contract's schemas (lib/<domain>/schemas.ts) are imported by the storefront and the
// dashboard, which run in browsers: nothing down their import graph may need Node or the server.

const lib = import.meta.dirname;
const schemaModules = readdirSync(lib, { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "schemas.ts")
  .map((file) => path.dirname(file).split(path.sep).join("/"))
  .sort();

/** Bundles `source` (imports relative to lib/) as a browser would get it: Node's built-ins cannot be resolved there. */
async function bundleForBrowser(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: lib, loader: "ts", sourcefile: "contract.ts" },
    bundle: true,
    platform: "browser",
    format: "iife",
    globalName: "contract",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

// Web APIs that browsers have (Node has them too); none of Node's own (process, Buffer, require).
const browserGlobals = { File, Blob, URL, URLSearchParams, TextEncoder, TextDecoder, console };

describe("the contract's schemas, in a browser", () => {
  it("are found in every domain that has a contract", () => {
    expect(schemaModules).toEqual(
      expect.arrayContaining(["auth", "cart", "catalog", "coupons", "customers", "locations", "orders", "owners", "payments", "shipping", "stores"]),
    );
  });

  it("bundle for a browser and run there, without anything of Node", async () => {
    const source = schemaModules.map((folder) => `export * as ${folder.replace(/\W/g, "_")} from "./${folder}/schemas";`).join("\n");
    const contract = vm.runInNewContext(`${await bundleForBrowser(source)}\ncontract;`, { ...browserGlobals });
    expect(Object.keys(contract).sort()).toEqual(schemaModules.map((folder) => folder.replace(/\W/g, "_")));
    // What a storefront would do with them: check a sign-up before sending it, common passwords included.
    const signUp = { name: "Ada", email: "ada@example.com", phone: "0600000000", password: "password", password_confirmation: "password" };
    const checked = contract.customers.registerCustomerInput.safeParse(signUp);
    expect(checked.error.issues.map((issue: { path: string[] }) => issue.path.join("."))).toEqual(["password"]);
    expect(Object.keys(contract.orders.orderLine.shape)).toContain("shipping_cost\t");
  });

  it("would fail to bundle if a server module came in anywhere down the graph", async () => {
    // The serializers the schemas sat beside before: they reach node:fs through the media storage.
    await expect(bundleForBrowser(`export * from "./customers/serialize";`)).rejects.toThrow(/Could not resolve "node:/);
  });
});

describe("the lint rule of schemas modules", () => {
  const eslint = new ESLint({ cwd: path.dirname(lib) });
  const refusals = async (filePath: string, imports: string[]) => {
    const code = imports.map((from, i) => `import * as m${i} from "${from}";\nexport { m${i} };\n`).join("");
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message.split("'")[1]);
  };

  it("refuses what a browser cannot run: Prisma, the database, node:, server modules", { timeout: 60_000 }, async () => {
    const server = ["../db/client", "../db/generated/client", "@prisma/client", "node:fs", "pg", "../media/storage", "./serialize", "../env"];
    expect(await refusals("lib/customers/schemas.ts", server)).toEqual(server);
    const [typeOnly] = (await eslint.lintText(`import type { Customer } from "../db/generated/client";\nexport type C = Customer;\n`, {
      filePath: "lib/customers/schemas.ts",
    }))!;
    expect(typeOnly!.messages.map((message) => message.ruleId)).toContain("no-restricted-imports");
  });

  it("lets them import zod, one another and the browser-safe modules", { timeout: 60_000 }, async () => {
    expect(await refusals("lib/shipping/schemas.ts", ["zod", "../cart/schemas", "../core/ids", "../core/paging", "../auth/password-rule"])).toEqual([]);
  });

  it("holds the browser-safe modules they build on to the same rule", { timeout: 60_000 }, async () => {
    expect(await refusals("lib/core/paging.ts", ["./ids", "./route", "../db/client"])).toEqual(["./route", "../db/client"]);
    expect(await refusals("lib/auth/password-rule.ts", ["@zxcvbn-ts/language-common", "../core/validation", "./password"])).toEqual(["./password"]);
  });
});
