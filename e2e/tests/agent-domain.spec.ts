import { settle } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.51" } });

test("an agent domain opens registration with the agent's invitation code", async ({ page, baseURL }) => {
  // Chromium resolves every *.localhost name to loopback, so the suite's server answers it too.
  const agentSite = new URL(baseURL ?? "http://127.0.0.1:18080");
  agentSite.hostname = "agent.localhost";
  const route = page.waitForResponse((response) => response.url().includes("/wps/system/domainRoute"));
  await page.goto(agentSite.href);
  expect((await route).status()).toBe(200);

  await expect(page.getByTestId("register-page")).toBeVisible();
  await expect(page).toHaveURL(/\/register\?code=AGDEMO$/);
  await settle(page);
  // The code is accepted: no warning, and the form needs no code typed in.
  await expect(page.getByTestId("dialog-invitation-code-error")).toHaveCount(0);
  await expect(page.locator("#reg-affiliateCode")).toHaveCount(0);
});

test("the main domain stays on home", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await expect(page.getByTestId("register-page")).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/");
});
