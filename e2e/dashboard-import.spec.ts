import { expect, test } from "@playwright/test";
import { expectAccessible, inFrenchAndArabic, screenshots, signIn } from "./dashboard-support";

// The Products screen's "Import": a CSV of 40 new products, two of its rows wrong, imported with a
// progress bar, then the counts and the errors by row; checked again in French and Arabic.

test.describe.configure({ timeout: 180_000 });

const RUN = Date.now();
const HEADER = "product_id,slug,name,status,summary,categories,sku,variant,price,purchase_price,currency,quantity,low_stock_alert";
const rows = Array.from({ length: 40 }, (_, index) => `,import-${RUN}-${index},Imported ${RUN} ${index},draft,,,IMP-${RUN}-${index},,${10 + index},0,,5,5`);
rows[1] = `,import-${RUN}-1,Imported ${RUN} 1,draft,,,IMP-${RUN}-1,,cheap,0,,5,5`;
rows[4] = `,import-${RUN}-4,Imported ${RUN} 4,draft,,,IMP-${RUN}-4,,14,0,,many,5`;
const file = { name: "products.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ...rows].join("\n")) };

test("a CSV imported from the Products screen: a progress bar, then the counts and the errors by row", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog.getByLabel("CSV file").setInputFiles(file);
  await screenshots(page, "import-choose");
  await dialog.getByRole("button", { name: "Import" }).click();

  // The file is sent, then its job polled: the bar shows once the import is recorded.
  await expect(dialog.getByRole("progressbar")).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("status")).toHaveText("Import finished.", { timeout: 90_000 });
  await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  await expect(dialog.getByText("Created: 38")).toBeVisible();
  const errors = dialog.getByRole("table");
  await expect(errors.getByRole("row")).toHaveCount(3);
  await expect(errors.getByRole("row").nth(1)).toContainText(["3", "price", "Write an amount, such as 19.99."].join(""));
  await expect(errors.getByRole("row").nth(2)).toContainText(["6", "quantity", "Write a whole number."].join(""));
  await screenshots(page, "import-done");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Search products").fill(`Imported ${RUN} 39`);
  await expect(page.getByText(`Imported ${RUN} 39`).first()).toBeVisible();

  await inFrenchAndArabic(page, baseURL, "import-checked", async (language) => {
    await page.getByRole("button", { name: language === "fr" ? "Importer" : "استيراد" }).click();
    const checking = page.getByRole("dialog");
    await checking.getByLabel(language === "fr" ? "Fichier CSV" : "ملف CSV").setInputFiles(file);
    await checking.getByRole("checkbox").check();
    await checking.getByRole("button", { name: language === "fr" ? "Importer" : "استيراد" }).click();
    await expect(checking.getByRole("status")).toHaveText(language === "fr" ? "Vérification terminée : rien n'a été écrit." : "انتهى التحقق: لم يُكتب شيء.", {
      timeout: 90_000,
    });
  });
});
