import type { Page } from "@playwright/test";
import { saveFullPage } from "../support/artifacts.ts";
import { expect, test } from "../support/test.ts";

type TTheme = "dark" | "light";

const VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  mobile: { width: 360, height: 780 },
} as const;

async function openHome(page: Page, theme: TTheme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await expect(page.getByTestId("banner-slide").first()).toBeAttached();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ["dark", "light"] as const) {
    test(`screenshot: home ${device} ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openHome(page, theme);
      await saveFullPage(page, `home-${device}-${theme}`);
    });
  }
}

test("screenshot: region block page", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.7" });
  await page.goto("/");
  await expect(page.getByTestId("region-block-page")).toBeVisible();
  await saveFullPage(page, "region-desktop");
});
