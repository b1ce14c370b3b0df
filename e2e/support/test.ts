import { test as base } from "@playwright/test";
import { closePopupNotices, POPUP_NOTICE } from "./popups.ts";

/**
 * Playwright's `test` with one addition: whenever a start-up pop-up notice covers the page
 * before an action or assertion, it is dismissed first, so specs read as the visitor's intent.
 */
export const test = base.extend<{ dismissPopupNotices: undefined }>({
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
