import { dismissWelcome, loginThroughModal } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.26" } });

test("the default password forces a change before anything else", async ({ page }) => {
  // Member calls sent while the change is forced are refused; their answers are held back until
  // the change has gone through, so a late refusal must not bring the change back.
  let releaseHeld = () => {};
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  let heldCount = 0;
  await page.route(/\/wps\//, async (route) => {
    const request = route.request();
    const isMemberCall = Boolean(request.headers().authorization);
    if (!isMemberCall || new URL(request.url()).pathname === "/wps/member/password") return route.continue();
    const response = await route.fetch();
    if (response.status() < 400) return route.fulfill({ response });
    heldCount += 1;
    await held;
    await route.fulfill({ response }).catch(() => undefined);
  });

  await page.goto("/");
  await loginThroughModal(page, "reset01", "Welcome123");
  const modal = page.getByTestId("change-password-modal");
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("change-password-account")).toHaveText("reset01");
  // The password was just typed, so it is not asked again; Escape does not dismiss a forced change.
  await expect(modal.locator("#cpw-old")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await expect.poll(() => heldCount).toBeGreaterThan(0);

  await modal.locator("#cpw-new").fill("Changed2468");
  await modal.locator("#cpw-confirm").fill("Changed2468");
  const changed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/wps/member/password" && response.ok(),
  );
  await modal.getByTestId("change-password-submit").click();
  await changed;
  await dismissWelcome(page);
  await expect(page.getByTestId("change-password-modal")).toHaveCount(0);
  releaseHeld();
  await page.waitForTimeout(500);
  await expect(page.getByTestId("change-password-modal")).toHaveCount(0);
  await expect(page.getByTestId("header-nickname")).toHaveText("Reset Me");
  expect(await page.evaluate(() => sessionStorage.getItem("cpw"))).toBeNull();
});
