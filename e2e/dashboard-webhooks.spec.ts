import { expect, test } from "@playwright/test";
import { inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";

// The owner's webhooks screen: an endpoint added for two events shows its signing secret once, lists
// its deliveries (none yet), and is removed.

test("the owner adds a webhook endpoint, copies its secret shown once, and removes it", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/settings/webhooks"));
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("form", { name: "Add endpoint" });
  const url = `https://hooks.example.com/e2e-${Date.now()}`;
  await form.getByLabel("Address (https)").fill(url);
  await form.getByRole("checkbox", { name: "orders/paid" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const endpoint = page.getByRole("listitem").filter({ hasText: url });
  await expect(endpoint.getByText("orders/create")).toBeVisible();
  await expect(endpoint.getByText("orders/paid")).toBeVisible();
  await screenshots(page, "webhooks-secret");
  await page.getByRole("button", { name: "I copied it" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

  await endpoint.getByRole("button", { name: "Deliveries" }).click();
  await expect(endpoint.getByText("Nothing sent yet.")).toBeVisible();
  await inFrenchAndArabic(page, baseURL, "webhooks", async (language) => {
    await expect(page.getByRole("button", { name: language === "fr" ? "Ajouter une adresse" : "إضافة عنوان" })).toBeVisible();
  });

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Remove ${url}` }).click();
  await expect(page.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
});
