import type { Page } from "@playwright/test";

/** Start-up pop-up notices: shown once per browser session, and every test starts a new one. */
export const POPUP_NOTICE = '[data-testid="dialog-popup-notice"]';

/** Closes every start-up pop-up the way a visitor would, one Escape per dialog. */
export async function closePopupNotices(page: Page): Promise<void> {
  const popups = page.locator(POPUP_NOTICE).filter({ visible: true });
  for (let attempt = 0; attempt < 10 && (await popups.count()) > 0; attempt += 1) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(150);
  }
}
