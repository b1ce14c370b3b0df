import path from "node:path";
import type { Page } from "@playwright/test";
import { closePopupNotices } from "./popups.ts";

const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "..", "artifacts");

/**
 * Best effort: waits (up to 5 s) until the banner slides have held still for 300 ms, so a
 * capture never lands mid-slide. Pages without a carousel return at once.
 */
async function waitForCarouselAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const carousel = document.querySelector('[data-testid="banner-carousel"]');
    if (!carousel) return;
    const positions = () =>
      [...carousel.querySelectorAll('[data-testid="banner-slide"]')]
        .map((slide) => Math.round(slide.getBoundingClientRect().left))
        .join();
    const deadline = performance.now() + 5_000;
    let last = positions();
    let stillReads = 0;
    while (stillReads < 3 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = positions();
      stillReads = now === last ? stillReads + 1 : 0;
      last = now;
    }
  });
}

/**
 * Saves a full-page PNG under `e2e/artifacts/` once the page has settled: network idle, fonts
 * and images ready, start-up pop-ups closed, the banner carousel between slides.
 */
export async function saveFullPage(page: Page, name: string): Promise<void> {
  await savePng(page, name, true);
}

/**
 * The same for what the screen shows at its scroll position: pages that draw only the rows near
 * the screen (virtual lists) read truer this way than as a full page.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await savePng(page, name, false);
}

async function savePng(page: Page, name: string, fullPage: boolean): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    // A lazy image that is not drawn (in a closed dialog, say) never loads, so its decode would
    // never settle: only drawn images are awaited, and nothing for more than 5 s.
    const pending = [...document.images].filter(
      (image) => !image.complete && image.getClientRects().length > 0,
    );
    const ready = Promise.all([
      document.fonts.ready,
      ...pending.map((image) => image.decode().catch(() => undefined)),
    ]);
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  await page.waitForTimeout(300);
  await closePopupNotices(page);
  await waitForCarouselAtRest(page);
  await page.screenshot({
    path: path.join(ARTIFACTS_DIR, `${name}.png`),
    fullPage,
    animations: "disabled",
  });
}
