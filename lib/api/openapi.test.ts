import path from "node:path";
import { describe, expect, it } from "vitest";
import { customerApiRoutes } from "@/app/api/store/routes";
import { routeFiles } from "@/tests/support/route-files";
import { buildOpenApiDocument } from "./openapi";

// Routes that are not endpoints of the contract: the catch-all 404 and the reference itself.
const NOT_IN_REFERENCE = new Set(["/[...path]", "/openapi.json", "/docs", "/docs/[asset]"]);

describe("the customer API reference", () => {
  const document = buildOpenApiDocument({ title: "Demo", version: "1.0", serverUrl: "http://demo.localhost:3000/api", routes: customerApiRoutes });

  it("lists every customer route", () => {
    const routes = routeFiles(path.resolve("app/api/store"))
      .filter((route) => !NOT_IN_REFERENCE.has(route))
      .map((route) => route.replace(/\[(\w+)\]/g, "{$1}"));
    expect(Object.keys(customerApiRoutes).sort()).toEqual(routes.sort());
  });

  it("is OpenAPI 3.1 with the contract's exact fields, from the same schemas that check the answers", () => {
    expect(document.openapi).toBe("3.1.0");
    const userCustomer = JSON.stringify(document.paths?.["/user-customer"]?.get);
    expect(userCustomer).toContain("varification_code");
    expect(userCustomer).toContain("is_logedin");
    expect(document.paths?.["/user-customer"]?.get?.security).toEqual([{ bearer: [] }]);
    const register = JSON.stringify(document.paths?.["/register-customer"]?.post?.requestBody);
    expect(register).toContain("password_confirmation");
    expect(document.paths?.["/get-info-store"]?.get?.security).toEqual([]);
  });
});
