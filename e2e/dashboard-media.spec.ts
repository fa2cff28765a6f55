import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { mp4 } from "../tests/support/media-files";
import { ACME_OWNER, expectAccessible, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const picture = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

/** The row of the upload list that names `name`. */
const uploadRow = (page: Page, name: string) => page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name });

type Gallery = { images: { id: number; name: string }[] };
const galleryOf = async (page: Page, baseURL: string | undefined): Promise<Gallery> =>
  (await page.request.get(platformUrl(baseURL, "/dashboard-api/image-gallery?per_page=100"))).json();

test("media: pictures uploaded with the button and by drag and drop, previewed, one deleted", async ({ page, baseURL }, testInfo) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Pictures" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: /^Preview / }).first()).toBeVisible();
  await screenshots(page, "media");
  await expectAccessible(page);

  // With the button, a file from disk.
  const onDisk = testInfo.outputPath("harbour.png");
  await writeFile(onDisk, await picture("#0e7490"));
  await page.getByLabel("Upload pictures").setInputFiles(onDisk);
  await expect(uploadRow(page, "harbour.png")).toContainText("Uploaded");

  // By drag and drop: a picture, and a text file the API refuses on its row.
  const bytes = [...(await picture("#a16207"))];
  const transfer = await page.evaluateHandle((bytes) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(bytes)], "dunes.png", { type: "image/png" }));
    files.items.add(new File(["a list, not a picture"], "notes.txt", { type: "text/plain" }));
    return files;
  }, bytes);
  const zone = page.getByRole("group", { name: "Drop pictures to upload them" });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(uploadRow(page, "dunes.png")).toContainText("Uploaded");
  await expect(uploadRow(page, "notes.txt").getByRole("alert")).toContainText("not a JPEG, PNG, WebP, GIF or AVIF picture");

  // Both in the gallery, newest first.
  const previews = page.getByRole("button", { name: /^Preview / });
  await expect(previews.nth(0)).toHaveAccessibleName("Preview dunes.png");
  await expect(previews.nth(1)).toHaveAccessibleName("Preview harbour.png");
  await screenshots(page, "media-uploads");

  await page.getByRole("button", { name: "Preview dunes.png" }).click();
  const dialog = page.getByRole("dialog", { name: "dunes.png" });
  await expect(dialog.getByRole("img", { name: "dunes.png" })).toBeVisible();
  await expect(dialog).toContainText("image/png");
  await expect(dialog).toContainText("320 × 240");
  await screenshots(page, "media-preview");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Delete dunes.png" }).click();
  await expect(page.getByRole("button", { name: "Preview dunes.png" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Preview harbour.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview dunes.png" })).toHaveCount(0);

  // A picture a product shows is kept, and the tile says why.
  const inUse = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Delete / }) })
    .last();
  page.once("dialog", (confirm) => void confirm.accept());
  await inUse.getByRole("button", { name: /^Delete / }).click();
  await expect(inUse.getByRole("alert")).toContainText("The file is in use");
});

test("media: a video uploaded, then played in the preview, in Arabic", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/media"));
  await page.getByRole("tab", { name: "Pictures" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Upload videos").setInputFiles({ name: "workshop.mp4", mimeType: "video/mp4", buffer: mp4() });
  await expect(uploadRow(page, "workshop.mp4")).toContainText("Uploaded");
  await expect(page.getByRole("button", { name: "Preview workshop.mp4" })).toBeVisible();
  await screenshots(page, "media-videos");
  await expectAccessible(page);

  await page.getByLabel("Language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("tab", { name: "الفيديوهات" }).click();
  await page.getByRole("button", { name: "معاينة workshop.mp4" }).click();
  const dialog = page.getByRole("dialog", { name: "workshop.mp4" });
  await expect(dialog.locator("video[controls]")).toBeVisible();
  await expect(dialog).toContainText("video/mp4");
  await screenshots(page, "media-video-preview-arabic");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await screenshots(page, "media-videos-arabic");
  await expectAccessible(page);
  await page.getByLabel("اللغة").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the acme owner sees none of demo's media", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const demo = await galleryOf(page, baseURL);
  expect(demo.images.length).toBeGreaterThan(0);
  await signOut(page);

  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/media"));
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  const acme = await galleryOf(page, baseURL);
  const acmeIds = new Set(acme.images.map((image) => image.id));
  expect(demo.images.filter((image) => acmeIds.has(image.id))).toEqual([]);
  const first = demo.images[0]!;
  expect((await page.request.get(platformUrl(baseURL, `/dashboard-api/media/${first.id}`))).status()).toBe(404);
  const origin = new URL(platformUrl(baseURL)).origin;
  expect((await page.request.delete(platformUrl(baseURL, `/dashboard-api/media/${first.id}`), { headers: { origin } })).status()).toBe(404);
  // What the page shows is acme's own gallery.
  await expect(page.getByRole("button", { name: /^Preview / })).toHaveCount(Math.min(24, acme.images.length));
  const shown = await page.getByRole("button", { name: /^Preview / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
  expect(shown).toEqual(acme.images.slice(0, 24).map((image) => `Preview ${image.name}`));
});
