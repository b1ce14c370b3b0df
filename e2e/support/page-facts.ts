import type { Page } from "@playwright/test";

/**
 * The colour a user sees behind the content: the first non-transparent background on the way
 * from `<main>` up to `<html>`.
 */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const transparent = new Set(["transparent", "rgba(0, 0, 0, 0)"]);
    let element: Element | null = document.querySelector("main") ?? document.body;
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      if (!transparent.has(colour)) return colour;
      element = element.parentElement;
    }
    return "transparent";
  });
}

export function storageItem(page: Page, store: "localStorage" | "sessionStorage", key: string) {
  return page.evaluate(([area, name]) => window[area].getItem(name), [store, key] as const);
}

/** The path the browser shows, without query or hash. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}
