import { readFileSync } from "node:fs";
import path from "node:path";
import { dismissWelcome, loginThroughModal, waitForProofOfWork } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

/** The demo site's default language (Myanmar): the widget's texts come from the site's catalogue. */
const MY = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../packages/i18n/locales/MY.json"), "utf8"),
) as Record<string, string>;

test.describe("after three failed logins", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.22" } });

  test("the captcha appears and a click shows a new picture", async ({ page }) => {
    await page.goto("/");
    await loginThroughModal(page, "agent41", "Wrong1111");
    const modal = page.getByTestId("login-modal");
    await expect(modal.getByTestId("login-error")).toBeVisible();
    for (const attempt of ["Wrong2222", "Wrong3333"]) {
      await modal.locator("#login-password").fill(attempt);
      await modal.getByTestId("login-submit").click();
    }
    const picture = modal.getByTestId("captcha-image").locator("img");
    await expect(picture).toBeVisible();
    const first = await picture.getAttribute("src");
    expect(first).toMatch(/^data:image\/png;base64,/);
    // The proof-of-work check shows with the captcha and solves itself, its text translated.
    await waitForProofOfWork(modal);
    await expect(modal.getByTestId("pow-widget")).toContainText(MY.pow_verified ?? "");
    await page.waitForTimeout(1_100);
    await modal.getByTestId("captcha-image").click();
    await expect(picture).not.toHaveAttribute("src", first ?? "");

    // Without an answer the form asks for it instead of calling the server.
    await modal.getByTestId("login-submit").click();
    await expect(modal.getByTestId("field-error-login-captcha")).toBeVisible();
  });
});

test.describe("another account from another network", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.23" } });

  test("logs in without a captcha", async ({ page }) => {
    await page.goto("/");
    await loginThroughModal(page, "agent01", "Agent1234");
    await dismissWelcome(page);
    await expect(page.getByTestId("header-nickname")).toHaveText("Agent One");
    await expect(page.getByTestId("agent-icon")).toBeVisible();
    await expect(page.getByTestId("login-modal")).toHaveCount(0);
  });
});
