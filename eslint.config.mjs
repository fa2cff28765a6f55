import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    // Only the domain layer talks to the database.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/db/generated/**", "@prisma/*", "**/lib/db/client"], message: "Only lib/ touches Prisma: call a domain function." }] }],
    },
  },
];

export default config;
