import { loginThroughModal, signOut } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.52" } });

test("logging in never shows the new-account welcome, even the first time", async ({ page }) => {
  // agent41 was seeded and has never logged in: its first login is not a registration. The
  // second login comes on a new visit, as a returning member's would.
  for (let round = 0; round < 2; round += 1) {
    await page.goto("/");
    await loginThroughModal(page, "agent41", "Agent1234");
    await expect(page.getByTestId("header-nickname")).toHaveText("Agent Forty-One");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(800);
    await expect(page.getByTestId("dialog-first-login")).toHaveCount(0);
    await signOut(page);
  }
});
