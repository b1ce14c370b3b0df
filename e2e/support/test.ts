import { test as base, type Page } from "@playwright/test";

/** Start-up pop-up notices: shown once per browser session, and every test starts a new one. */
const POPUP_NOTICE = '[data-testid="dialog-popup-notice"]';

/** Closes every start-up pop-up the way a visitor would, one Escape per dialog. */
async function closePopupNotices(page: Page): Promise<void> {
  const popups = page.locator(POPUP_NOTICE).filter({ visible: true });
  for (let attempt = 0; attempt < 10 && (await popups.count()) > 0; attempt += 1) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(150);
  }
}

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
