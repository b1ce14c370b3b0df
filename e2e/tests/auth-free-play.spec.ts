import { startFreePlay } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.27" } });

test("a free-play trial account is warned away from the member centre", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await startFreePlay(page);

  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-securityCenter").click();
  const warning = page.getByTestId("dialog-need-true-account");
  await expect(warning).toBeVisible();
  await expect(warning).not.toBeEmpty();
  await expect(page.getByTestId("member-centre")).toHaveCount(0);
});
