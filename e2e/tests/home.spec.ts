import type { Page } from "@playwright/test";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

async function loadedBannerImages(page: Page): Promise<number> {
  return page
    .getByTestId("banner-slide")
    .locator("img")
    .evaluateAll((images) =>
      images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
    )
    .then((loaded) => loaded.length);
}

async function jackpotDigits(page: Page): Promise<number> {
  const label = await page.getByTestId("jackpot-value").getAttribute("aria-label");
  return digitsOf(label ?? "");
}

test.describe("home page", () => {
  test("renders every region on desktop", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("data-route-style", "home");
    await expect(page.getByTestId("banner-carousel")).toBeVisible();
    await expect(page.getByTestId("banner-slide").first()).toBeAttached();
    await expect
      .poll(() => loadedBannerImages(page), { message: "a banner image loaded" })
      .toBeGreaterThan(0);
    await expect(page.getByTestId("notice-marquee")).toBeVisible();
    await expect(page.getByTestId("side-bar")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    for (const landmark of ["header", "nav", "main", "footer", "aside"]) {
      await expect(page.locator(landmark).first(), `<${landmark}> landmark`).toBeAttached();
    }
  });

  test("jackpot counts up while the visitor watches", async ({ page }) => {
    await page.goto("/");
    const value = page.getByTestId("jackpot-value");
    await expect(page.getByTestId("jackpot")).toBeVisible();
    await expect(value).toHaveAttribute("aria-label", /\p{Nd}/u);
    const before = await jackpotDigits(page);
    await page.waitForTimeout(3_500);
    await expect.poll(() => jackpotDigits(page), { timeout: 5_000 }).toBeGreaterThan(before);
  });
});

test.describe("home page at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("shows the bottom nav and never scrolls sideways", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("banner-carousel")).toBeVisible();
    await expect(page.getByTestId("mobile-bottom-nav")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "page width at a 360 px viewport").toBeLessThanOrEqual(360);
  });
});
