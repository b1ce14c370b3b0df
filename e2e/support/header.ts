import type { Locator, Page } from "@playwright/test";

/** Buttons in the header that may open the "more" dropdown holding secondary controls. */
const MORE_TRIGGERS = [
  '[data-testid="header-more"]',
  '[data-testid$="-more"]',
  'button[aria-haspopup]:not([data-testid="language-menu"])',
  '[role="button"][aria-haspopup]:not([data-testid="language-menu"])',
].join(", ");

/**
 * Returns the visible control with `testId`, opening the header's "more" dropdown first when the
 * control sits inside it (as the theme toggle may on narrow headers).
 */
export async function revealHeaderControl(page: Page, testId: string): Promise<Locator> {
  const control = page.getByTestId(testId).filter({ visible: true }).first();
  if (await control.isVisible()) return control;
  const triggers = page.getByTestId("site-header").locator(MORE_TRIGGERS).filter({ visible: true });
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    await triggers.nth(index).click();
    const isRevealed = await control
      .waitFor({ state: "visible", timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (isRevealed) return control;
    await page.keyboard.press("Escape");
  }
  return control;
}
