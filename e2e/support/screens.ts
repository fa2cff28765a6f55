import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// What every UI's browser tests do to a screen: pictures at phone and desktop size for people to
// look at, and the checks a picture cannot be trusted to show: nothing wider than the screen
// (a page that scrolls sideways on a phone), and axe's serious and critical violations.

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** The page as it is, at both sizes, into e2e/screenshots/<area>/<name>-<size>.png; the viewport is put back after. */
export async function screenshots(page: Page, area: "storefront" | "dashboard", name: string) {
  const before = page.viewportSize();
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // From the top: a page scrolled down would show a sticky header in the middle of the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/${area}/${name}-${size}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} on a ${size} is wider than the screen`).toBeLessThanOrEqual(viewport.width);
  }
  if (before) await page.setViewportSize(before);
}

/** axe on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
