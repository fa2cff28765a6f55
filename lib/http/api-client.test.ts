import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, apiClient, failureOf, requestOf } from "./api-client";

const answer = (status: number, body?: unknown, statusText = "") =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("failureOf: an answer read as a refusal", () => {
  it("is no refusal for a 2xx that does not say success:false", () => {
    expect(failureOf(200, "OK", { success: true })).toBeUndefined();
    expect(failureOf(201, "Created", undefined)).toBeUndefined();
  });

  it("keeps a 422's message and its messages by field, for the fields to show", () => {
    const failure = failureOf(422, "Unprocessable", {
      success: false,
      message: "Check the fields.",
      errors: { price: ["Too low."], "variants.0.sku": ["Taken."] },
    });
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure?.status).toBe(422);
    expect(failure?.message).toBe("Check the fields.");
    expect(failure?.hasFieldErrors).toBe(true);
    expect(failure?.fieldError("price")).toBe("Too low.");
    expect(failure?.fieldError("variants")).toBe("Taken.");
    expect(failure?.fieldError("name")).toBeUndefined();
  });

  it("reads a 200 that says success:false as a refusal (the contract's /cart/apply-coupon)", () => {
    const failure = failureOf(200, "OK", { success: false, message: "This coupon has expired." });
    expect(failure?.status).toBe(200);
    expect(failure?.message).toBe("This coupon has expired.");
    expect(failure?.hasFieldErrors).toBe(false);
  });

  it("falls back on the status's text when the body says nothing, and keeps only field messages that are texts", () => {
    const failure = failureOf(502, "Bad Gateway", { errors: { name: "One text.", count: [3, "Two."], other: 5 } as unknown as Record<string, string[]> });
    expect(failure?.message).toBe("Bad Gateway");
    expect(failure?.errors).toEqual({ name: ["One text."], count: ["Two."] });
    expect(failureOf(500, "Server Error", undefined)?.errors).toEqual({});
  });
});

describe("requestOf: the request a call makes", () => {
  it("sends a body as JSON, the idempotency key as its header, the session's cookie with it", () => {
    const [address, init] = requestOf("/shop-api/make-payment", { method: "POST", body: { a: 1 }, idempotencyKey: "k-1" });
    expect(address).toBe("/shop-api/make-payment");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect(init.headers).toEqual({ accept: "application/json", "content-type": "application/json", "idempotency-key": "k-1" });
  });

  it("sends a form as it is, its boundary left to the browser", () => {
    const form = new FormData();
    const [, init] = requestOf("/x", { method: "POST", body: form });
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: "application/json" });
  });
});

describe("apiClient", () => {
  it("calls through its forwarder and answers the JSON", async () => {
    const fetch = vi.fn(async () => answer(200, { data: [1] }));
    vi.stubGlobal("fetch", fetch);
    await expect(apiClient("/dashboard-api").json("/products?page=2")).resolves.toEqual({ data: [1] });
    expect(fetch).toHaveBeenCalledWith("/dashboard-api/products?page=2", expect.objectContaining({ method: "GET" }));
  });

  it("throws one ApiFailure for a refusal, and tells of a 401 before", async () => {
    vi.stubGlobal("fetch", async () => answer(401, { message: "Unauthenticated." }, "Unauthorized"));
    const onUnauthorized = vi.fn();
    const failure = await apiClient("/shop-api", { onUnauthorized })
      .json("update-profile-customer")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe("Unauthenticated.");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("answers nothing for a 204, and a refusal whose body is not JSON by its status", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiClient("/dashboard-api").json("/products/1")).resolves.toBeUndefined();
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiClient("/dashboard-api").json("/products/1")).rejects.toMatchObject({ status: 503, message: "Service Unavailable" });
  });
});
