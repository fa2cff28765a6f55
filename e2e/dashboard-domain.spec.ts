import { expect, test } from "@playwright/test";
import { expectAccessible, inFrenchAndArabic, platformUrl, registerStore, screenshots } from "./dashboard-support";
import { startDns } from "./support/gateways";

// A new store's own domain, from the settings screen: the records to set once it is saved, "Check
// now" while the TXT record is missing, then right (a DNS server of the test's own answers it).
test.describe.configure({ timeout: 180_000 });

test("an owner adds a domain, reads the DNS records to set, and checks it until it is verified", async ({ page, baseURL }) => {
  const dns = await startDns();
  try {
    const subdomain = `domain${Date.now() % 1_000_000}`;
    await registerStore(page, baseURL, { subdomain, owner: "Salma Bennani", storeName: "Salma's Rugs" });

    await page.goto(platformUrl(baseURL, "/dashboard/settings"));
    const form = page.getByRole("form", { name: "Custom domain" });
    const domain = `${subdomain}.example`;
    await form.getByLabel("Domain").fill(domain);
    await form.getByRole("button", { name: "Save" }).click();
    const records = form.getByRole("region", { name: "DNS records to set" });
    await expect(records.getByText("Waiting for verification")).toBeVisible();
    await expect(records.getByText(`_commerce-verify.${domain}`)).toBeVisible();
    await expect(records.getByText(/Not checked yet/)).toBeVisible();

    await records.getByRole("button", { name: "Check now" }).click();
    await expect(records.getByText(/No TXT record was found/)).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await screenshots(page, "settings-domain-pending");
    await expectAccessible(page);

    const token = (await records.locator("dd").nth(5).textContent())!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    dns.txt.set(`_commerce-verify.${domain}`, [token]);
    await records.getByRole("button", { name: "Check now" }).click();
    await expect(records.getByText("Verified", { exact: true })).toBeVisible();
    await expect(records.getByText("The TXT record holds the token.")).toBeVisible();
    await screenshots(page, "settings-domain-verified");

    await inFrenchAndArabic(page, baseURL, "settings-domain", async (language) => {
      const name = language === "fr" ? "Enregistrements DNS à ajouter" : "سجلات DNS المطلوب إضافتها";
      await expect(page.getByRole("region", { name })).toBeVisible();
    });
  } finally {
    await dns.close();
  }
});
