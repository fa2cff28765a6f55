import { expect, test } from "@playwright/test";
import { cameraJpeg } from "../tests/support/media-files";
import { ownerToken, platformUrl } from "./dashboard-support";
import { VIEWPORTS } from "./support/screens";
import { screenshots } from "./support/storefront";

// Issue 28's pictures as a shopper's phone gets them: the lighting products show a camera's
// landscape photo (3000 × 2000), and the product page offers it as AVIF and WebP renditions by width,
// fetches one its slot needs rather than the original, and shows it whole, landscape.
test.describe.configure({ timeout: 180_000 });

test("a product's landscape photo is served at the width a phone needs, AVIF or WebP, whole", async ({ page, baseURL, request }) => {
  const token = await ownerToken(request, baseURL);
  const api = (path: string) => platformUrl(baseURL, `/api${path}`);
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await request.post(api("/save-image"), {
    headers,
    multipart: { file: { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(3000, 2000) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const photo = (await uploaded.json()) as { id: number; file_link: string };
  // A product of its own, whose one picture is the photo; the lighting shelf shows the photo too.
  const created = await request.post(api("/products"), {
    headers,
    data: { name: `Photo lantern ${Date.now()}`, price: 120, status: 1, image_ids: [photo.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  const products = (await (await request.get(api("/products?per_page=100"), { headers })).json()) as { data: { id: number; slug: string }[] };
  for (const product of products.data.filter((p) => ["hammered-copper-pendant-light", "tea-light-glass-lantern-pair"].includes(p.slug))) {
    const put = await request.put(api(`/products/${product.id}`), { headers, data: { image_ids: [photo.id], thumbnail_id: null } });
    expect(put.status(), await put.text()).toBe(200);
  }

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/product/${slug}`);
  const picture = page.locator("main section picture").first();
  await expect(page.locator("main section picture")).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-w320\.avif 320w, .*-w1920\.avif 1920w$/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("srcset", /-w320\.webp 320w, .*-w1920\.webp 1920w$/);
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const shown = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    width: el.naturalWidth,
    height: el.naturalHeight,
    fit: getComputedStyle(el).objectFit,
  }));
  // A 390-pixel phone's slot (92vw at the test's pixel ratio of 1) takes the 640 rendition, never the original.
  expect(shown.src).toMatch(/-jpg-w640\.avif$/);
  expect(shown.width / shown.height).toBeCloseTo(1.5, 2);
  // Drawn whole in its square frame, not cropped to it.
  expect(shown.fit).toBe("contain");
  // The page asked the browser for it before its scripts.
  await expect(page.locator('link[rel="preload"][as="image"][type="image/avif"]')).toHaveAttribute("imagesrcset", /-w640\.avif 640w/);
  await screenshots(page, "pictures-product");

  await page.goto("/category/lighting");
  await expect(page.locator("main li picture img").first()).toHaveAttribute("sizes", /46vw$/);
  await screenshots(page, "pictures-category");
  await page.goto("/");
  await screenshots(page, "pictures-home");
});
