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
  // A page that keeps asking (the slot's game frame follows its jackpot) never goes quiet: wait a
  // bounded time for the network, then capture what is drawn.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    // A lazy image loads only once it comes near the screen inside every box that clips it, so
    // one that is not drawn (in a closed dialog) or lies outside its clip (a slider's hidden
    // items) never loads and its decode would never settle. The browser's own test decides: an
    // intersection observer with Chrome's lazy-load margin. Nothing is awaited for more than 5 s.
    const incomplete = [...document.images].filter(
      (image) => !image.complete && image.getClientRects().length > 0,
    );
    const lazy = incomplete.filter((image) => image.loading === "lazy");
    const nearScreen = await new Promise<Set<Element>>((resolve) => {
      if (lazy.length === 0) return resolve(new Set());
      const observer = new IntersectionObserver(
        (entries) => {
          observer.disconnect();
          resolve(new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)));
        },
        { rootMargin: "1250px" },
      );
      for (const image of lazy) observer.observe(image);
    });
    const pending = incomplete.filter((image) => image.loading !== "lazy" || nearScreen.has(image));
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
