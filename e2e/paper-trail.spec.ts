import { expect, test } from "@playwright/test";
import { platformUrl, screenshots as dashboardScreenshots, signIn } from "./dashboard-support";
import { mailsTo } from "./support/mailbox";
import { deliverHome, fillGuestCart, placeOrderWith, registerAtCheckout, screenshots } from "./support/storefront";

// The paper trail from both sides: a shopper's Cash On Delivery order is shipped by the owner with
// DHL and a tracking number; the shopper follows the carrier's link from the order page and the
// e-mail, and downloads the invoice the owner issued.

test.describe.configure({ timeout: 180_000 });

test("the owner ships with a carrier and issues the invoice; the shopper follows the parcel and downloads the invoice", async ({ page, baseURL }) => {
  await fillGuestCart(page);
  const email = await registerAtCheckout(page, "en");
  await deliverHome(page, "en");
  await placeOrderWith(page, "en", "Cash On Delivery");
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/confirmation\/(\d+)/.exec(page.url())![1]);

  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
  await page.getByLabel("New status").selectOption({ label: "Delivery: Confirmed" });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  await page.getByLabel("New status").selectOption({ label: "Delivery: Shipped" });
  await page.getByLabel("Carrier").selectOption({ label: "DHL" });
  await page.getByLabel("Tracking number").fill("JD014600001234");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Order shipped with DHL, tracking number JD014600001234" })).toBeVisible();
  await page.getByRole("button", { name: "Issue invoice" }).click();
  const download = page.getByRole("link", { name: "Download invoice" });
  await expect(download).toBeVisible();
  await expect(page.getByRole("link", { name: "Packing slip" })).toBeVisible();
  await dashboardScreenshots(page, "order-documents");
  const ownersPdf = await page.request.get(platformUrl(baseURL, `/dashboard-api/orders/${orderId}/invoice`));
  expect(ownersPdf.headers()["content-type"]).toBe("application/pdf");

  await page.goto(platformUrl(baseURL, "/dashboard/orders"));
  await page.getByRole("checkbox").nth(0).check();
  await page.getByRole("checkbox").nth(1).check();
  const [slips] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/dashboard-api/orders/packing-slips")),
    page.getByRole("button", { name: "Packing slips (2)" }).click(),
  ]);
  expect(slips.status()).toBe(200);
  expect(slips.headers()["content-type"]).toBe("application/pdf");

  await page.goto(`/account/orders/${orderId}`);
  const tracking = page.getByTestId("parcel").getByRole("link", { name: "JD014600001234" });
  await expect(tracking).toHaveAttribute("href", "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600001234");
  await expect(page.getByRole("listitem").filter({ hasText: "Order shipped with DHL" }).getByRole("link")).toHaveAttribute(
    "href",
    /tracking-id=JD014600001234$/,
  );
  await screenshots(page, "order-shipped-with-invoice");
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Invoice" }).click()]);
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const bytes = Buffer.from(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  await expect
    .poll(() => mailsTo(email).find((mail) => mail.subject.includes("has shipped"))?.text ?? "", { timeout: 30_000 })
    .toContain("tracking-id=JD014600001234");
});
