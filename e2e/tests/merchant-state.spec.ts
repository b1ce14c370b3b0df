import type { Page } from "@playwright/test";
import { saveFullPage } from "../support/artifacts.ts";
import { setMerchantStatus, setMerchantToggle } from "../support/dev-routes.ts";
import { currentPath } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

const BLOCKED_IP = "203.0.113.7";

async function expectOpenHome(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("data-route-style", "home");
  await expect(page.getByTestId("maintenance-page")).toHaveCount(0);
}

/** These tests change the demo merchant for everyone, so they run one by one and always restore. */
test.describe("merchant state", () => {
  test.describe.configure({ mode: "serial" });

  test("status 1 shows the maintenance page with a way to reach support", async ({ page, request }) => {
    try {
      await setMerchantStatus(request, 1);
      await page.goto("/");
      await expect(page.getByTestId("maintenance-page")).toBeVisible();
      await expect(page.getByTestId("customer-service-button")).toBeVisible();
      await expect(page.getByTestId("banner-carousel")).toHaveCount(0);
      await saveFullPage(page, "maintenance-desktop");
    } finally {
      await setMerchantStatus(request, 0);
    }
    await expectOpenHome(page);
  });

  test("status 2 blocks a visitor from a denied region and shows their IP", async ({ page, request }) => {
    const status = await request.get("/wps/system/status?url=127.0.0.1", {
      headers: { "X-Forwarded-For": BLOCKED_IP },
    });
    expect(status.ok()).toBe(true);
    expect(await status.json()).toMatchObject({ success: true, value: { status: 2, ip: BLOCKED_IP } });

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": BLOCKED_IP });
    await page.goto("/");
    await expect(page.getByTestId("region-block-page")).toBeVisible();
    await expect(page.getByTestId("visitor-ip")).toContainText(BLOCKED_IP);
    await expect(page.getByTestId("banner-carousel")).toHaveCount(0);
  });

  test("LOGINTOHOME sends guests to the login page except on public pages", async ({ page, request }) => {
    try {
      await setMerchantToggle(request, "LOGINTOHOME", true);
      for (const guarded of ["/", "/rng"]) {
        await page.goto(guarded);
        await expect(page.getByTestId("login-page"), `${guarded} redirects to login`).toBeVisible();
        expect(currentPath(page), `${guarded} lands on /login`).toBe("/login");
      }

      await page.goto("/helpmc");
      await expect(page.getByTestId("help-page")).toBeVisible();
      await page.goto("/download");
      await expect(page.getByTestId("download-page")).toBeVisible();
      for (const open of ["/helpmc", "/download", "/register"]) {
        await page.goto(open);
        await page.waitForLoadState("networkidle");
        expect(currentPath(page), `${open} stays open to guests`).toBe(open);
      }
    } finally {
      await setMerchantToggle(request, "LOGINTOHOME", false);
    }
    await expectOpenHome(page);
  });
});
