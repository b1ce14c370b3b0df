import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { dismissWelcome, loginThroughModal, settle } from "../support/accounts.ts";
import { closePopupNotices, POPUP_NOTICE } from "../support/popups.ts";
import { expect, test } from "../support/test.ts";

const ARTIFACTS = path.resolve(import.meta.dirname, "..", "artifacts");
const WIDTHS = [1280, 360] as const;
/** agent01's usual network, and one it never used (which asks for the second factor). */
const KNOWN_IP = "198.18.0.23";
const NEW_IP = "198.18.0.31";

async function openPage(browser: Browser, width: number, theme: string, ip: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  await page.addLocatorHandler(page.locator(POPUP_NOTICE).first(), () => closePopupNotices(page), {
    noWaitAfter: true,
  });
  await dismissWelcome(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await settle(page);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), animations: "disabled" });
}

for (const width of WIDTHS) {
  for (const theme of ["dark", "light"] as const) {
    test(`screenshot: account screens ${width} ${theme}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const suffix = `${width}-${theme}`;
      const page = await openPage(browser, width, theme, KNOWN_IP);
      await page.getByTestId("login-button").click();
      await expect(page.getByTestId("login-form")).toBeVisible();
      await shoot(page, `auth-login-${suffix}`);
      await page.getByTestId("login-modal").getByTestId("login-submit").click();
      await shoot(page, `auth-login-errors-${suffix}`);
      await page.keyboard.press("Escape");
      await page.getByTestId("register-button").click();
      await expect(page.getByTestId("register-form")).toBeVisible();
      await shoot(page, `auth-register-${suffix}`);
      await page.keyboard.press("Escape");

      await loginThroughModal(page, "agent01", "Agent1234");
      await expect(page.getByTestId("header-nickname")).toBeVisible();
      await closePopupNotices(page);
      await shoot(page, `auth-header-${suffix}`);
      await page.getByTestId("user-menu").click();
      await shoot(page, `auth-user-menu-${suffix}`);
      await page.getByTestId("user-menu-securityCenter").click();
      await expect(page.getByTestId("security-facts")).toBeVisible();
      await shoot(page, `auth-member-centre-${suffix}`);
      await page.context().close();

      const away = await openPage(browser, width, theme, NEW_IP);
      await loginThroughModal(away, "agent01", "Agent1234");
      await expect(away.getByTestId("second-factor")).toBeVisible();
      await shoot(away, `auth-second-factor-${suffix}`);
      await away.context().close();
    });
  }
}
