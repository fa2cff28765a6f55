import { readdirSync } from "node:fs";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The contract's schemas (lib/<domain>/schemas.ts) are for browsers too: the storefront and the
// dashboard import the same types. So they and the pure modules they build on import only zod,
// these packages and one another: no Prisma, no node:, no server code. lib/browser-safe.test.ts
// bundles them for a browser, which proves it down the whole import graph.
const browserSafe = {
  packages: [
    "zod",
    "@zxcvbn-ts/language-common",
    "i18n-iso-countries",
    "i18n-iso-countries/langs/en.json",
    "i18n-iso-countries/langs/fr.json",
    "i18n-iso-countries/langs/ar.json",
    "countries-and-timezones",
    "country-to-currency",
  ],
  modules: [
    "lib/core/envelopes",
    "lib/core/errors",
    "lib/core/ids",
    "lib/core/paging",
    "lib/core/patch",
    "lib/core/messages",
    "lib/core/slug-text",
    "lib/core/validation",
    "lib/auth/messages",
    "lib/ai/messages",
    "lib/auth/password-rule",
    "lib/catalog/finding-schemas",
    "lib/catalog/listing-image",
    "lib/catalog/management-schemas",
    "lib/catalog/messages",
    "lib/catalog/product-schemas",
    "lib/catalog/translations",
    "lib/catalog/variant-selection",
    "lib/format/dates",
    "lib/i18n/language",
    "lib/i18n/messages",
    "lib/marketing/messages",
    "lib/marketing/template-layout",
    "lib/media/messages",
    "lib/imports/messages",
    "lib/coupons/messages",
    "lib/domains/messages",
    "lib/stores/countries",
    "lib/payments/messages",
    "lib/stores/messages",
    "lib/staff/roles",
    "lib/staff/messages",
    "lib/dashboard/decimal-input",
    "lib/dashboard/delivery-address",
    "lib/orders/carriers",
    "lib/dashboard/query-keys",
    "lib/http/api-client",
    "lib/http/same-origin-path",
  ],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rule for the browser-safe modules of `lib/<folder>`: imports are relative, so what they may name depends on the folder. */
function browserSafeImports(folder) {
  const modules = browserSafe.modules.map((module) => {
    const [, moduleFolder, name] = module.split("/");
    return escapeRegex(moduleFolder === folder ? `./${name}` : `../${moduleFolder}/${name}`);
  });
  const allowed = [...browserSafe.packages.map(escapeRegex), "(\\./|\\.\\./[\\w-]+/)schemas", ...modules];
  return {
    files: [`lib/${folder}/schemas.ts`, ...browserSafe.modules.filter((module) => module.startsWith(`lib/${folder}/`)).map((module) => `${module}.ts`)],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!(${allowed.join("|")})$)`,
              message: "Browsers run the contract's schemas: import only zod, schemas modules and the browser-safe modules of eslint.config.mjs.",
            },
          ],
        },
      ],
    },
  };
}

const libFolders = readdirSync(new URL("lib", import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: [".next/**", ".data/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Configuration is read once, validated, in lib/env.ts; the launchers in scripts/ and the tools
    // in bench/ and tests/ set it up.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through env() of lib/env.ts." }],
    },
  },
  {
    // Only the domain layer talks to the database.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/db/generated/**", "@prisma/*", "**/lib/db/client"], message: "Only lib/ touches Prisma: call a domain function." }] },
      ],
    },
  },
  ...libFolders.map((folder) => browserSafeImports(folder.name)),
];

export default config;
