import { dismissWelcome, loginThroughModal } from "../support/accounts.ts";
import { saveScreen } from "../support/artifacts.ts";
import { expect, test } from "../support/test.ts";

// agent01's usual network (auth-login-captcha and auth-screenshots log in from it too): a network
// it never used would ask for the second factor first.
test.use({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.23" } });

test("at 360 px a logged-in member keeps Deposit one tap away and a readable name", async ({ page }) => {
  await dismissWelcome(page);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.goto("/");
  await loginThroughModal(page, "agent01", "Agent1234");
  await expect(page.getByTestId("logged-in-bar")).toBeVisible();

  const deposit = page.getByTestId("logged-in-bar").getByRole("button", { name: "Deposit", exact: true });
  await expect(deposit).toBeVisible();
  await expect(deposit).toBeInViewport({ ratio: 1 });
  await saveScreen(page, "header-phone-member-360");
  await deposit.click();
  await expect(page.getByTestId("member-centre")).toBeVisible();
  await page.keyboard.press("Escape");

  // The name is never cut: shown whole, or moved into the account menu.
  const nickname = page.getByTestId("header-nickname");
  const isCut = await nickname.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(isCut, "nickname cut with an ellipsis").toBe(false);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "page width at a 360 px viewport").toBeLessThanOrEqual(360);
});
