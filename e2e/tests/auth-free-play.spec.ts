import { settle } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.27" } });

test("a free-play trial account is warned away from the member centre", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-modal").getByTestId("free-play").click();
  await expect(page.getByTestId("logged-in-bar")).toBeVisible();
  await page.addLocatorHandler(page.getByTestId("dialog-first-login"), () => page.keyboard.press("Escape"), {
    noWaitAfter: true,
  });
  expect(await page.evaluate(() => sessionStorage.getItem("isAgent"))).toBe("4");

  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-securityCenter").click();
  const warning = page.getByTestId("dialog-need-true-account");
  await expect(warning).toBeVisible();
  await expect(warning).not.toBeEmpty();
  await expect(page.getByTestId("member-centre")).toHaveCount(0);
});
