import {
  dismissWelcome,
  e164,
  loginThroughModal,
  newMember,
  registerThroughForm,
  settle,
  signOut,
  waitForProofOfWork,
} from "../support/accounts.ts";
import { setRegisterRule } from "../support/dev-routes.ts";
import { latestCode } from "../support/outbox.ts";
import { currentPath } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.25" } });
test.beforeAll(async ({ request }) => setRegisterRule(request, "captcha", false));
test.afterAll(async ({ request }) => setRegisterRule(request, "captcha", true, true));

test("a member sets a new password by SMS and is logged in", async ({ page, request }) => {
  const member = newMember("fgt");
  await registerThroughForm(page, request, member);
  await dismissWelcome(page);
  await signOut(page);

  await page.goto("/promotions");
  await settle(page);
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-modal").getByTestId("forgot-link").click();
  const modal = page.getByTestId("forgot-modal");
  await modal.getByTestId("tab-mobile").click();
  await modal.locator("#forgot-mobile").fill(member.mobile);
  await waitForProofOfWork(modal);
  const sentAt = new Date();
  await modal.getByTestId("sms-send").click();
  await modal.locator("#forgot-code").fill(await latestCode(request, e164(member.mobile), sentAt));
  await modal.locator("#forgot-password-new").fill("Fresh13579");
  await modal.locator("#forgot-password-confirm").fill("Fresh13579");
  await modal.getByTestId("forgot-phone-submit").click();
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
  expect(currentPath(page)).toBe("/");

  await signOut(page);
  await loginThroughModal(page, member.username, "Fresh13579");
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
});

test("forgot by email always confirms and closes", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-modal").getByTestId("forgot-link").click();
  const modal = page.getByTestId("forgot-modal");
  await modal.locator("#forgot-username").fill("nobody-here");
  await modal.locator("#forgot-email").fill("nobody@orchid.localhost");
  await modal.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("dialog-forgot-email-sent")).toBeVisible();
  await expect(page.getByTestId("forgot-modal")).toHaveCount(0);
});
