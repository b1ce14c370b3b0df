import { type APIRequestContext, expect as pollExpect } from "@playwright/test";
import {
  dismissWelcome,
  loginThroughModal,
  newMember,
  registerThroughForm,
  settle,
  signOut,
} from "../support/accounts.ts";
import { setRegisterRule } from "../support/dev-routes.ts";
import { currentPath } from "../support/page-facts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.27" } });
test.beforeAll(async ({ request }) => setRegisterRule(request, "captcha", false));
test.afterAll(async ({ request }) => setRegisterRule(request, "captcha", true, true));

/** The reset link of the newest email to `email`, read from the development outbox. */
async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await pollExpect
    .poll(
      async () => {
        const body = (await (await request.get("/dev/outbox?limit=50")).json()) as {
          value: { recipient: string; body: string }[];
        };
        link =
          body.value
            .find((m) => m.recipient === email)
            ?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? "";
        return link;
      },
      { message: `a reset link sent to ${email}`, timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

test("a member resets the password through the emailed link and is logged in", async ({ page, request }) => {
  const member = { ...newMember("rsl"), email: `rsl${Date.now() % 1_000_000}@orchid.localhost` };
  await registerThroughForm(page, request, member);
  await dismissWelcome(page);
  await signOut(page);

  await settle(page);
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-modal").getByTestId("forgot-link").click();
  const modal = page.getByTestId("forgot-modal");
  await modal.locator("#forgot-username").fill(member.username);
  await modal.locator("#forgot-email").fill(member.email);
  await modal.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("dialog-forgot-email-sent")).toBeVisible();

  const link = new URL(await resetLink(request, member.email));
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByTestId("reset-password-page");
  await form.locator("#reset-new").fill("Linked97531");
  await form.locator("#reset-confirm").fill("Linked97531");
  await form.getByRole("button").click();
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
  expect(currentPath(page)).toBe("/");

  // The link works once.
  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByTestId("reset-password-page").locator("#reset-new").fill("Again97531");
  await page.getByTestId("reset-password-page").locator("#reset-confirm").fill("Again97531");
  await page.getByTestId("reset-password-page").getByRole("button").click();
  await expect(page.getByTestId("reset-password-page").getByRole("alert")).toBeVisible();

  await page.goto("/");
  await loginThroughModal(page, member.username, "Linked97531");
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
});
