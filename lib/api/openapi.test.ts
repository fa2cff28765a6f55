import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminApiGroups } from "@/app/api/admin/routes";
import { customerApiRoutes } from "@/app/api/store/routes";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { couponRefused } from "@/lib/coupons/check-coupon";
import { MAX_PROFILE_IMAGE_BYTES } from "@/lib/customers/update-profile";
import { orderNotCancellable } from "@/lib/orders/customer-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { shippingUnavailable } from "@/lib/shipping/shipping-options";
import { routeFiles } from "@/tests/support/route-files";
import { buildOpenApiDocument } from "./openapi";

// Routes that are not endpoints of the contract: the catch-all 404 and the reference itself.
const NOT_IN_REFERENCE = new Set(["/[...path]", "/openapi.json", "/docs", "/docs/[asset]"]);

describe("the customer API reference", () => {
  const document = buildOpenApiDocument({
    title: "Demo",
    version: "1.0",
    serverUrl: "http://demo.localhost:3000/api",
    groups: [{ routes: customerApiRoutes }],
  });

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

  it("documents an optional token as a choice between none and the bearer token, with the 401 of a bad one", () => {
    expect(document.paths?.["/cart/apply-coupon"]?.post?.security).toEqual([{}, { bearer: [] }]);
    expect(responses("/cart/apply-coupon", "post")[401]!.description).toContain("A token was sent");
  });

  const responses = (path: string, method: "get" | "post" | "delete") => document.paths?.[path]?.[method]?.responses ?? {};
  const statuses = (path: string, method: "get" | "post" | "delete") => Object.keys(responses(path, method)).map(Number);
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (path: string, method: "get" | "post" | "delete", status: number) =>
    (responses(path, method)[status] as { content: Record<string, { schema: unknown }> }).content["application/json"]!.schema;

  it("lists only the answers a route can give: no body, no token, no input means no 400, 413, 415, 401 or 422 (403: a suspended store)", () => {
    expect(statuses("/get-info-store", "get")).toEqual([200, 403, 404, 429, 500]);
    expect(statuses("/user-customer", "get")).toEqual([200, 401, 403, 404, 429, 500]);
    expect(statuses("/fetch-all-products", "get")).toEqual([200, 403, 404, 422, 429, 500]);
    expect(statuses("/cart/clear", "delete")).toEqual([200, 400, 401, 403, 404, 413, 415, 422, 429, 500]);
  });

  it("documents the refusals of the domains with the bodies they are answered with", () => {
    const coupon = responses("/cart/apply-coupon", "post")[422]!;
    expect(coupon.description).toContain(couponRefused.description);
    expect(json("/cart/apply-coupon", "post", 422)).toEqual({ anyOf: [ref("FieldErrors"), ref("Error")] });
    expect(responses("/get-shipping-options", "post")[422]!.description).toContain(shippingUnavailable.description);
    expect(json("/get-shipping-options", "post", 422)).toEqual({ anyOf: [ref("FieldErrors"), ref("Error")] });
    // A route whose domain refuses nothing without naming a field answers its 422s with `errors` only.
    expect(json("/cart/add", "post", 422)).toEqual(ref("FieldErrors"));

    const cancel = responses("/order/cancel", "post");
    expect(cancel[409]!.description).toBe(orderNotCancellable.description);
    expect(cancel[404]!.description).toContain(orderNotFound.description);
    expect(json("/order/cancel", "post", 409)).toEqual(ref("Error"));
    const login = responses("/login-customer", "post")[401]!.description;
    expect(login).toContain(wrongCredentials.description);
    expect(login).toContain(accountDisabled.description);
    expect(responses("/login-customer", "post")[429]!.description).toContain("failed sign-ins");
  });

  it("documents the error bodies, the 413's limit and the 415's content types of each route, and the 429's Retry-After", () => {
    expect(document.components?.schemas?.Error).toMatchObject({ required: ["success", "message"], additionalProperties: false });
    expect(document.components?.schemas?.FieldErrors).toMatchObject({ required: ["success", "message", "errors"] });
    expect(document.components?.schemas?.UnexpectedError).toMatchObject({ required: ["success", "message", "request_id"] });
    expect(responses("/register-customer", "post")[413]!.description).toContain("256 KB");
    expect(responses("/update-profile-customer", "post")[413]!.description).toContain(`${(MAX_PROFILE_IMAGE_BYTES + 64 * 1024) / 1024} KB`);
    expect(responses("/update-profile-customer", "post")[400]!.description).toContain("multipart/form-data");
    expect(responses("/register-customer", "post")[415]!.description).toBe("A body whose Content-Type is missing or not `application/json`");
    expect(responses("/update-profile-customer", "post")[415]!.description).toContain("`application/json`, `multipart/form-data`");
    expect(responses("/currency", "get")[429]).toMatchObject({ headers: { "Retry-After": { required: true } } });
  });
});

// The platform's own: the health check, the catch-all 404 and the reference itself.
const NOT_IN_ADMIN_REFERENCE = new Set(["/[...path]", "/health", "/openapi.json", "/docs", "/docs/[asset]"]);

describe("the administration API reference", () => {
  const document = buildOpenApiDocument({ title: "Administration API", version: "2.0", serverUrl: "http://localhost:3000/api", groups: adminApiGroups });

  it("lists every administration route, each in one group", () => {
    const routes = routeFiles(path.resolve("app/api/admin"))
      .filter((route) => !NOT_IN_ADMIN_REFERENCE.has(route))
      .map((route) => route.replace(/\[(\w+)\]/g, "{$1}"));
    const grouped = adminApiGroups.flatMap(({ routes }) => Object.keys(routes));
    expect(grouped.sort()).toEqual(routes.sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("tags the contract's routes apart from the management routes", () => {
    expect(document.tags?.map((tag) => tag.name)).toEqual(["Documented", "Management"]);
    expect(document.paths?.["/login"]?.post?.tags).toEqual(["Documented"]);
    expect(document.paths?.["/login"]?.post?.security).toEqual([]);
    expect(document.paths?.["/user"]?.get?.security).toEqual([{ bearer: [] }]);
  });

  it("documents the headers a success answer carries beside its body", () => {
    const listed = document.paths?.["/fetch-categories-product/{permalink}"]?.get?.responses?.[200] as { headers?: Record<string, unknown> };
    expect(listed.headers).toEqual({ "X-Total-Count": { description: expect.stringContaining("How many"), schema: { type: "string" } } });
    expect((document.paths?.["/fetch-all-products"]?.get?.responses?.[200] as { headers?: unknown }).headers).toBeUndefined();
  });
});
