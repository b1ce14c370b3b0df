import { dismissWelcome, newMember, registerThroughForm, settle, signOut } from "../support/accounts.ts";
import { setRegisterRule } from "../support/dev-routes.ts";
import { storageItem } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.21" } });

// A browser test cannot read the captcha picture, so the merchant's captcha rule is off meanwhile.
test.beforeAll(async ({ request }) => setRegisterRule(request, "captcha", false));
test.afterAll(async ({ request }) => setRegisterRule(request, "captcha", true, true));

test("a visitor registers by username, is logged in, and signs out after confirming", async ({
  page,
  request,
}) => {
  const member = newMember("reg");
  await registerThroughForm(page, request, member);
  await expect(page.getByTestId("dialog-first-login")).toBeVisible();
  await dismissWelcome(page);
  expect(await storageItem(page, "sessionStorage", "token")).toBeTruthy();
  expect(await storageItem(page, "sessionStorage", "username")).toBe(member.username);

  await signOut(page);
  await expect(page.getByTestId("logged-in-bar")).toHaveCount(0);
  expect(await storageItem(page, "sessionStorage", "token")).toBeNull();
  expect(await storageItem(page, "sessionStorage", "merchant")).toBe("demo");
});

test("the register form checks fields on submit with the merchant's rules", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await page.getByTestId("register-button").click();
  const modal = page.getByTestId("register-modal");
  await modal.locator("#reg-username").fill("1bad");
  await modal.getByTestId("register-submit").click();
  await expect(modal.getByTestId("field-error-reg-username")).toBeVisible();
  await expect(modal.getByTestId("field-error-reg-password")).toBeVisible();
  await expect(modal.getByTestId("field-error-agree")).toBeVisible();
  await modal.getByTestId("register-reset").click();
  await expect(modal.locator("#reg-username")).toHaveValue("");
});
