import type { FrameLocator, Locator, Page, Request } from "@playwright/test";
import { expect } from "./test.ts";

/** The game-list calls (`GET /lgw/games/list`) a page makes, in order, with their query. */
export function recordListCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/lgw/games/list") calls.push(url.searchParams);
  });
  return calls;
}

/** The names of the games the grid shows right now. */
export async function shownGameNames(page: Page): Promise<string[]> {
  return page.getByTestId("game-name").allTextContents();
}

/** Scrolls to the bottom of the lobby until the list holds `pageNo` pages. */
export async function scrollUntilPage(page: Page, pageNo: number): Promise<void> {
  const list = page.getByTestId("lobby-list");
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return Number(await list.getAttribute("data-page"));
      },
      { message: `the lobby reached page ${pageNo}`, timeout: 20_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(pageNo);
}

/** The slot page's amount in minor units, read from its `data-minor`. */
export async function minorOf(locator: Locator): Promise<number> {
  return Number(await locator.getAttribute("data-minor"));
}

/** Rounds the slot page has settled since it opened. */
export async function roundsPlayed(slot: FrameLocator | Page): Promise<number> {
  return Number(await slot.getByTestId("slot-page").getAttribute("data-rounds"));
}

/** Presses Spin once and waits until that round (and its free spins) has played out. */
export async function spinOnce(slot: FrameLocator | Page): Promise<void> {
  const spin = slot.getByTestId("slot-spin");
  await expect(spin).toBeEnabled();
  const before = await roundsPlayed(slot);
  await spin.click();
  await expect.poll(() => roundsPlayed(slot), { timeout: 30_000 }).toBe(before + 1);
  await expect(slot.getByTestId("slot-page")).toHaveAttribute("data-busy", "false");
}
