import path from "node:path";
import type { Page } from "@playwright/test";

const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "..", "artifacts");

/** Waits for fonts and images to settle, then saves a full-page PNG under `e2e/artifacts/`. */
export async function saveFullPage(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
  });
  await page.screenshot({
    path: path.join(ARTIFACTS_DIR, `${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}
