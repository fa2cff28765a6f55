import { expect, test } from "@playwright/test";
import { customerApi, platformUrl, signIn } from "./dashboard-support";

// The owner marks an option of a customizable product as asking for a text, with its longest length,
// in the product editor; the customer API then asks it of shoppers.

test("the owner changes how long an engraving may be, and stops asking a text of another option", async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const details = async () => (await (await customerApi(request, baseURL, "/product-details/custom-engraved-cedar-gift-box")).json()).product;
  const { id } = await details();
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, `/dashboard/products/${id}`));

  const initials = page.getByRole("checkbox", { name: "Asks for a text · Initials" });
  await expect(initials).toBeChecked();
  // The option's own row, inside its group's.
  const rowOf = (box: typeof initials) => page.getByRole("listitem").filter({ has: box }).last();
  const row = rowOf(initials);
  await expect(row.getByLabel("Max characters")).toHaveValue("3");
  await row.getByLabel("Max characters").fill("4");
  await row.getByLabel("Text asked (e.g. Engraving)").fill("Your initials");
  const fullName = page.getByRole("checkbox", { name: "Asks for a text · Full name" });
  await fullName.uncheck();
  await expect(rowOf(fullName).getByLabel("Max characters")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();

  const engraving = (await details()).options_groups.find((g: { group_name: string }) => g.group_name === "Engraving");
  expect(engraving.options.map((o: Record<string, unknown>) => [o.option_name, o.text_label, o.text_max_length])).toEqual([
    ["Initials", "Your initials", 4],
    ["Full name", null, null],
    ["Personal message", "Your message", 60],
  ]);

  // And back as the demo has them: asking a text again starts from the option's name and 60 characters.
  await row.getByLabel("Max characters").fill("3");
  await row.getByLabel("Text asked (e.g. Engraving)").fill("Initials to engrave");
  await fullName.check();
  await expect(rowOf(fullName).getByLabel("Text asked (e.g. Engraving)")).toHaveValue("Full name");
  await expect(rowOf(fullName).getByLabel("Max characters")).toHaveValue("60");
  await rowOf(fullName).getByLabel("Text asked (e.g. Engraving)").fill("Name to engrave");
  await rowOf(fullName).getByLabel("Max characters").fill("30");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();
  // "Saved" may still show from the first save: the API is read until the second one has landed.
  const engravings = async () =>
    (await details()).options_groups
      .find((g: { group_name: string }) => g.group_name === "Engraving")
      .options.map((o: Record<string, unknown>) => [o.text_label, o.text_max_length]);
  await expect.poll(engravings).toEqual([
    ["Initials to engrave", 3],
    ["Name to engrave", 30],
    ["Your message", 60],
  ]);
});
