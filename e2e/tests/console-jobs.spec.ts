import { consoleSignIn } from "../support/console.ts";
import { expect, test } from "../support/test.ts";

// The console's scheduled jobs page on the embedded `npm start` database: the server ran each
// job's first tick when it started, so the merchant's owner sees them done, read-only.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.61" } });

test("lists the scheduled jobs with their last run, read-only for a merchant's owner", async ({ page }) => {
  // A sign-in may wait for the next authenticator step (another spec used the last one).
  test.setTimeout(90_000);
  await consoleSignIn(page);
  await page.getByRole("link", { name: /scheduled jobs/i }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const table = page.getByTestId("jobs-table");
  for (const name of [
    "payments.payout-auto-confirm",
    "payments.deposit-expiry",
    "session.key-rotation",
    "session.purge-spent-rows",
  ]) {
    await expect(table.getByTestId(`job-${name}`)).toBeVisible();
  }
  await expect(table.getByTestId("job-payments.deposit-expiry")).toContainText(/every 1 min/i);
  await expect(table.getByTestId("job-session.key-rotation")).toContainText(/every 1 h/i);
  await expect(table.getByTestId("job-payments.deposit-expiry")).toContainText(/done/i);
  await expect(page.getByRole("note")).toContainText(/platform operator/i);
  await expect(page.locator("[data-testid^=rerun-]")).toHaveCount(0);
});
