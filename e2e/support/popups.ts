import type { Page } from "@playwright/test";

/** Start-up pop-up notices: shown once per browser session, and every test starts a new one. */
export const POPUP_NOTICE = '[data-testid="dialog-popup-notice"]';

/**
 * Closes every start-up pop-up the way a visitor would: its own close button, top one first.
 * (Escape would also close a login or register modal the notice came up over, late, under load.)
 */
export async function closePopupNotices(page: Page): Promise<void> {
  const popups = page.locator(POPUP_NOTICE).filter({ visible: true });
  for (let attempt = 0; attempt < 10 && (await popups.count()) > 0; attempt += 1) {
    const button = popups.last().getByRole("button").last();
    const closed = await button
      .click({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!closed) await page.keyboard.press("Escape");
    await page.waitForTimeout(150);
  }
}
