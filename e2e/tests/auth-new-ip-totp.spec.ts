import type { Browser, Page } from "@playwright/test";
import { dismissWelcome, loginThroughModal, signOut } from "../support/accounts.ts";
import { closePopupNotices, POPUP_NOTICE } from "../support/popups.ts";
import { expect, test } from "../support/test.ts";
import { totpCode, totpStep } from "../support/totp.ts";

async function pageFrom(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  await page.addLocatorHandler(page.locator(POPUP_NOTICE).first(), () => closePopupNotices(page), {
    noWaitAfter: true,
  });
  await dismissWelcome(page);
  return page;
}

/** A code for a 30-second step no earlier code used (the server refuses a replayed step). */
async function freshCode(secret: string, usedStep: number): Promise<string> {
  while (totpStep() <= usedStep) await new Promise((resolve) => setTimeout(resolve, 500));
  return totpCode(secret);
}

test("a login from a new network asks for the authenticator code", async ({ browser }) => {
  test.setTimeout(120_000);
  const home = await pageFrom(browser, "198.18.0.28");
  await home.goto("/");
  await loginThroughModal(home, "demo01", "Demo1234");
  await expect(home.getByTestId("header-nickname")).toHaveText("Demo Member");

  await home.getByTestId("user-menu").click();
  await home.getByTestId("user-menu-securityCenter").click();
  const centre = home.getByTestId("member-centre");
  await expect(centre.getByTestId("mc-page-securityCenter")).toBeVisible();
  await expect(centre.getByTestId("security-account")).toHaveText("demo01");
  await centre.getByTestId("totp-enrol").click();
  const secret = (await centre.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const enrolStep = totpStep();
  await centre.locator("#totp-code").fill(totpCode(secret, enrolStep));
  await centre.getByTestId("totp-submit").click();
  await expect(centre.getByTestId("totp-disable")).toBeVisible();
  await home.keyboard.press("Escape");
  await expect(centre).toHaveCount(0);
  await signOut(home);

  const away = await pageFrom(browser, "198.18.0.29");
  await away.goto("/");
  await loginThroughModal(away, "demo01", "Demo1234");
  const step = away.getByTestId("second-factor");
  await expect(step).toBeVisible();
  await step.getByTestId("tab-totp").click();
  await step.locator("#tfa-code").fill(await freshCode(secret, enrolStep));
  await step.getByTestId("tfa-submit").click();
  await expect(away.getByTestId("header-nickname")).toHaveText("Demo Member");
  await away.context().close();
  await home.context().close();
});
