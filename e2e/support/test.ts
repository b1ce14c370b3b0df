import { test as playwrightTest } from "@playwright/test";
import { closePopupNotices, POPUP_NOTICE } from "./popups.ts";
import { startSuiteServer, type TSuiteServer } from "./server.ts";

/**
 * Playwright's `test` with the worker's own server: every worker starts one real server with its
 * own port, data dir and gateway simulator (support/server.ts), so specs that change the demo
 * merchant never meet another worker's specs. `baseURL` points at it, for pages, `request` and
 * `browser.newContext()` alike.
 */
export const plainTest = playwrightTest.extend<Record<never, never>, { suiteServer: TSuiteServer }>({
  suiteServer: [
    async ({}, use, workerInfo) => {
      const server = await startSuiteServer(workerInfo.parallelIndex);
      // support/console.ts keeps the owner's authenticator secret beside this server's database.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ suiteServer }, use) => {
    await use(suiteServer.baseURL);
  },
});

/**
 * `plainTest` with one addition: whenever a start-up pop-up notice covers the page before an
 * action or assertion, it is dismissed first, so specs read as the visitor's intent.
 */
export const test = plainTest.extend<{ dismissPopupNotices: undefined }>({
  dismissPopupNotices: [
    async ({ page }, use) => {
      await page.addLocatorHandler(page.locator(POPUP_NOTICE).first(), () => closePopupNotices(page), {
        noWaitAfter: true,
      });
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
