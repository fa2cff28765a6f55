// The import rules of lib/, checked by `npm run deps` (part of `npm test`).
/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-circle-in-lib",
      comment:
        "No import circle in lib/, type-only imports included: a circle of types still ties the modules together, so " +
        "none can be read, moved or tested without the others. Break one by moving what both need into a module of " +
        "its own (lib/api/route-doc.ts), or by letting the side that uses a thing declare it (AdminJson in " +
        "lib/http/dashboard-session.ts). Prisma's generated client is not ours.",
      severity: "error",
      from: { path: "^lib/", pathNot: "^lib/db/generated/" },
      to: { circular: true },
    },
    {
      name: "domain-not-api",
      comment:
        "The HTTP layer is lib/api/ (routes, envelopes, the wrapper, the dispatch and the forwarders to the APIs) and " +
        "lib/http/ (the door's checks, the client's address and scheme, the dashboard's next-auth session). Every " +
        "other folder of lib/ is business code: it throws DomainError and pages with lib/core/, and returns data that " +
        "the routes wrap, so it never imports lib/api/. lib/dashboard/ counts as business code with no exception: its " +
        "HTTP glue (next-auth, the forwarder to the administration API) lives in lib/http/ and lib/api/. Reading the " +
        "client's scheme or address from lib/http/ is allowed: storefront and dashboard pages need it.",
      severity: "error",
      from: { path: "^lib/", pathNot: "^lib/(api|http)/" },
      to: { path: "^lib/api/" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^lib/db/generated/"] },
    // Type-only imports (`import type`) are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};

export default config;
