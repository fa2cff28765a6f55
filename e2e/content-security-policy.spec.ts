import { expect, test, type Page } from "@playwright/test";

// The pages run under their Content Security Policy: everything they load and run is allowed by
// it (a violation is reported to the console), and the API reference still renders.

function violations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(error.message));
  return found;
}

test("the storefront loads and hydrates without a policy violation", async ({ page }) => {
  const found = violations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atlas Home & Style");
  // Next's runtime ran: its router is installed once the page has hydrated.
  await page.waitForFunction(() => "next" in window && (window as unknown as { next: { router?: unknown } }).next.router !== undefined);
  expect(found).toEqual([]);
});

test("the API reference renders its operations under its own policy", async ({ page }) => {
  const found = violations(page);
  await page.goto("/api/docs");
  await expect(page.locator(".opblock").first()).toBeVisible();
  expect(found).toEqual([]);
});
