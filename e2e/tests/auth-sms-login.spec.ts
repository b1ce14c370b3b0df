import {
  dismissWelcome,
  e164,
  newMember,
  registerThroughForm,
  settle,
  signOut,
  waitForProofOfWork,
} from "../support/accounts.ts";
import { setRegisterRule } from "../support/dev-routes.ts";
import { latestCode } from "../support/outbox.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.24" } });
test.beforeAll(async ({ request }) => setRegisterRule(request, "captcha", false));
test.afterAll(async ({ request }) => setRegisterRule(request, "captcha", true, true));

test("a member logs in with a code sent by SMS", async ({ page, request }) => {
  const member = newMember("sms");
  await registerThroughForm(page, request, member);
  await dismissWelcome(page);
  await signOut(page);

  await settle(page);

  await page.getByTestId("login-button").click();
  const modal = page.getByTestId("login-modal");
  await modal.getByTestId("tab-sms").click();
  await expect(modal.getByTestId("login-mobile-dialing-code")).toContainText("+95");
  await modal.locator("#login-mobile").fill("12");
  await modal.getByTestId("sms-send").click();
  await expect(modal.getByTestId("field-error-login-mobile")).toBeVisible();

  await modal.locator("#login-mobile").fill(member.mobile);
  await page.waitForTimeout(1_100); // sends are throttled to one a second
  await waitForProofOfWork(modal);
  const sentAt = new Date();
  await modal.getByTestId("sms-send").click();
  await expect(modal.getByTestId("sms-send")).toBeDisabled();
  await modal.locator("#login-code").fill(await latestCode(request, e164(member.mobile), sentAt));
  await modal.getByTestId("login-submit").click();
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
});
