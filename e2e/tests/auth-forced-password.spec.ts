import { dismissWelcome, loginThroughModal } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.26" } });

test("the default password forces a change before anything else", async ({ page }) => {
  await page.goto("/");
  await loginThroughModal(page, "reset01", "Welcome123");
  const modal = page.getByTestId("change-password-modal");
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("change-password-account")).toHaveText("reset01");
  // The password was just typed, so it is not asked again; Escape does not dismiss a forced change.
  await expect(modal.locator("#cpw-old")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();

  await modal.locator("#cpw-new").fill("Changed2468");
  await modal.locator("#cpw-confirm").fill("Changed2468");
  await modal.getByTestId("change-password-submit").click();
  await dismissWelcome(page);
  await expect(page.getByTestId("change-password-modal")).toHaveCount(0);
  await expect(page.getByTestId("header-nickname")).toHaveText("Reset Me");
  expect(await page.evaluate(() => sessionStorage.getItem("cpw"))).toBeNull();
});
