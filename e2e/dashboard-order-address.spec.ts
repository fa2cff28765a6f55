import { expect, test } from "@playwright/test";
import { ownerToken, platformUrl, screenshots, signIn, expectAccessible } from "./dashboard-support";

// The order screen writes the delivery address as the owner copies it onto a parcel, a line each,
// and copies it to the clipboard; in Arabic the customer's words keep their own direction.

test.describe.configure({ timeout: 120_000 });

type Detail = { id: number; note: string | null; pickup_point: unknown; shipping_details: Record<string, unknown> | null };

test("a demo order delivered home shows its address a line each, copies it, and reads right in Arabic", async ({ page, baseURL, request, context }) => {
  const token = await ownerToken(request, baseURL);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(platformUrl(baseURL, "/api/orders?per_page=50"), { headers })).json()) as { data: { id: number }[] };
  let order: Detail | undefined;
  for (const { id } of list.data) {
    const { data } = (await (await request.get(platformUrl(baseURL, `/api/orders/${id}`), { headers })).json()) as { data: Detail };
    if (!data.pickup_point && data.shipping_details?.city) {
      order = data;
      break;
    }
  }
  expect(order, "a demo order delivered home").toBeDefined();
  const details = order!.shipping_details!;

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: platformUrl(baseURL, "").replace(/\/$/, "") });
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, `/dashboard/orders/${order!.id}`));
  const address = page.getByTestId("delivery-address");
  await expect(address).toBeVisible();
  const lines = await address.locator(":scope > span").allInnerTexts();
  expect(lines[0]).toBe(details.name);
  expect(lines[1]).toBe(details.address);
  expect(lines).toContain(details.country);
  expect(lines.some((line) => line.includes(String(details.city)))).toBe(true);
  expect(lines.at(-1)).toContain(String(details.phone));
  if (order!.note) await expect(page.getByTestId("customer-note")).toHaveText(order!.note);

  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Address copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join("\n"));
  await screenshots(page, "order-address-en");
  await expectAccessible(page);

  for (const language of ["fr", "ar"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: platformUrl(baseURL) }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("button", { name: language === "fr" ? "Copier l'adresse" : "نسخ العنوان" })).toBeVisible();
    // Every line of the customer's words is isolated from the page's direction.
    await expect(address.locator("bdi")).toHaveCount(lines.length);
    await screenshots(page, `order-address-${language}`);
  }
});
