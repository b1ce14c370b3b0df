import type { APIRequestContext, FrameLocator, Locator, Page, Request } from "@playwright/test";
import { saveScreen } from "./artifacts.ts";
import { MERCHANT } from "./dev-routes.ts";
import { expect } from "./test.ts";

export type TVendor = { vassalage: string; name: string; gameCount: number };
export type TListGame = {
  nodeId: number;
  name: string;
  vassalage: string;
  isGame: "VASSALAGE" | "GAME";
  minBet: number;
  classify: string[];
};
export type TGameList = { games: TListGame[]; totalPages: number };

/** The launch token the game frame plays with. */
export async function frameToken(page: Page): Promise<string> {
  const src = (await page.getByTestId("game-frame").getAttribute("src")) ?? "";
  return new URL(src, "http://frame").searchParams.get("token") ?? "";
}

/** A public call's `value`, asked as the demo merchant (a POST when `init` carries a body). */
export async function apiValue<T>(
  request: APIRequestContext,
  path: string,
  init?: { data: unknown },
): Promise<T> {
  const headers = { Merchant: MERCHANT };
  const response = init
    ? await request.post(path, { headers, data: init.data })
    : await request.get(path, { headers });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, `${path} answered ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** `/lgw/games/list` for the slot hall: page 1, 24 a page, plus the given filters. */
export function listPath(query: Record<string, string>): string {
  return `/lgw/games/list?${new URLSearchParams({ gameType: "RNG", pageNo: "1", pageSize: "24", ...query })}`;
}

/**
 * The first group (VASSALAGE) game of the slot hall, vendor by vendor, and its sub-games: the
 * demo catalogue has about a dozen groups among its 10,000 slots.
 */
export async function firstGroupGame(
  request: APIRequestContext,
  language: string,
): Promise<{ group: TListGame; subGames: TListGame[] }> {
  const vendors = await apiValue<TVendor[]>(request, "/wps/game/vendors?gameType=RNG");
  for (const vendor of vendors) {
    for (let pageNo = 1; ; pageNo += 1) {
      const query = { vassalage: vendor.vassalage, pageNo: String(pageNo), pageSize: "100", language };
      const list = await apiValue<TGameList>(request, listPath(query));
      const group = list.games.find((game) => game.isGame === "VASSALAGE");
      if (group) {
        const sub = { parent: String(group.nodeId), pageSize: "100", language };
        const { games: subGames } = await apiValue<TGameList>(request, listPath(sub));
        return { group, subGames };
      }
      if (pageNo >= list.totalPages) break;
    }
  }
  throw new Error("the demo catalogue holds no group game");
}

/** Waits until the lobby shows a freshly loaded first page. */
export async function firstPageShown(page: Page): Promise<void> {
  const list = page.getByTestId("lobby-list");
  await expect(list).toHaveAttribute("data-loading", "false");
  await expect(list).toHaveAttribute("data-page", "1");
}

/** The games the grid shows are the first ones the server lists for the same query. */
export async function expectShownToMatch(page: Page, expected: TListGame[]): Promise<void> {
  if (expected.length === 0) {
    await expect(page.getByTestId("empty-state")).toBeVisible();
    return;
  }
  await expect(page.getByTestId("game-tile").first()).toBeVisible();
  const shown = await shownGameNames(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(expected.slice(0, shown.length).map((game) => game.name));
}

/** The game-list calls (`GET /lgw/games/list`) a page makes, in order, with their query. */
export function recordListCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/lgw/games/list") calls.push(url.searchParams);
  });
  return calls;
}

/** The names of the games the grid (or a pop-up's grid) shows right now. */
export async function shownGameNames(scope: Page | Locator): Promise<string[]> {
  return scope.getByTestId("game-name").allTextContents();
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

/** The two screen sizes the games' screenshots are taken at. */
export const SCREEN_SIZES = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 360, height: 780 },
} as const;

/**
 * From a page already on the site: opens `address` at a screen size and theme and saves the lobby
 * as the screen shows it (`artifacts/<name>-<device>-<theme>.png`), scrolled so its title sits
 * under the header (its grid draws only the rows near the screen).
 */
export async function saveLobbyScreen(
  page: Page,
  address: string,
  name: string,
  device: keyof typeof SCREEN_SIZES,
  theme: "dark" | "light",
): Promise<void> {
  await page.setViewportSize(SCREEN_SIZES[device]);
  await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
  await page.goto(address);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await expect(page.getByTestId("game-tile").first()).toBeVisible();
  await page.evaluate(() => {
    const title = document.querySelector('[data-testid="lobby-page"] h1');
    window.scrollBy(0, (title?.getBoundingClientRect().top ?? 0) - 70);
  });
  await expect(page.getByTestId("lobby-list")).toHaveAttribute("data-loading", "false");
  await saveScreen(page, `${name}-${device}-${theme}`);
}
