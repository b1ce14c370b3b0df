import type { Page } from "@playwright/test";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { expect, test } from "../support/test.ts";

// The console's engagement screens (issue 20) as an operator sees them: every screen opens with
// its heading and without sideways scrolling, in English on the dark theme and in Chinese on the
// light one, at a desktop and a tablet width; the campaign form with free spins chosen, and the
// eligibility preview of a running campaign.

const SCREENS = [
  "bonus/campaigns",
  "bonus/grants",
  "bonus/points/settings",
  "bonus/points/mall",
  "bonus/points/redeems",
  "bonus/applications",
  "bonus/missions",
  "bonus/referral",
  "bonus/raffles",
  "bonus/vip",
  "feedback",
  "content/notices",
] as const;

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("the engagement screens in EN dark and CN light, at 1366 and 768 px", async ({ page }) => {
  test.setTimeout(240_000);
  await consoleSignIn(page);
  const looks = [
    { language: "EN", theme: "dark", widths: [1366] },
    { language: "CN", theme: "light", widths: [1366, 768] },
  ] as const;
  for (const { language, theme, widths } of looks) {
    await page.evaluate(
      ([lang, look]) => {
        window.localStorage.setItem("console.language", lang);
        window.localStorage.setItem("console.theme", look);
      },
      [language, theme] as const,
    );
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of SCREENS) {
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, `${screen} at ${width}px`);
        await saveFullPage(page, `console-${screen.replaceAll("/", "-")}-${width}-${language}-${theme}`);
      }
    }
  }
});

test("a free-spins campaign in the form, and who a running campaign reaches", async ({ page }) => {
  test.setTimeout(120_000);
  await consoleSignIn(page);
  await page.evaluate(() => window.localStorage.setItem("console.language", "EN"));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/bonus/campaigns");
  await page.getByTestId("bonus-campaign-new").click();
  const form = page.getByTestId("bonus-campaign-form");
  await form.getByTestId("bonus-reward-kind").selectOption("free_spins");
  await expect(form.getByText(/stake per spin/i)).toBeVisible();
  await saveFullPage(page, "console-bonus-campaign-free-spins-1366-EN-dark");

  await page.goto("/admin/bonus/campaigns");
  const first = page.locator('[data-testid$="-preview"][data-testid^="bonus-campaign-"]').first();
  await first.click();
  const preview = page.getByTestId("bonus-preview");
  await expect(preview.getByTestId("bonus-preview-members")).toBeVisible();
  await saveFullPage(page, "console-bonus-campaign-preview-1366-EN-dark");
});
