import type { Page } from "@playwright/test";
import { newMember, registerWithoutCaptcha, settle, startFreePlay } from "../support/accounts.ts";
import { saveScreen } from "../support/artifacts.ts";
import {
  apiValue,
  expectShownToMatch,
  firstGroupGame,
  firstPageShown,
  listPath,
  minorOf,
  recordListCalls,
  saveLobbyScreen,
  shownGameNames,
  spinOnce,
  type TGameList,
  type TVendor,
} from "../support/games.ts";
import { expect, test } from "../support/test.ts";

// Who may open what in the slot hall (spec §4 "Game launch", §6): a visitor is asked to log in, a
// free-play trial account plays Orchid's slot with its play credit but is warned away from
// favourites and recent games, a group game lists its sub-games and launches the one
// chosen; and `/rng?page=` opens a classify tab and follows the tab chosen.

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.66" } });

/** The demo merchant's play credit of a free-play account, in minor units (2,000.00). */
const PLAY_CREDIT = 200_000;

/** A member's own game calls: launches, favourites (and their ids) and recent games. */
const MEMBER_GAME_CALLS = /^\/wps\/game\/(launchGame|favourites|recent)/;

/** The member's own game calls the page makes, by path. */
function recordMemberGameCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (MEMBER_GAME_CALLS.test(pathname)) calls.push(pathname);
  });
  return calls;
}

async function openSlotHall(page: Page, address = "/rng"): Promise<void> {
  await page.goto(address);
  await settle(page);
  await firstPageShown(page);
}

async function openFirstTile(page: Page): Promise<void> {
  await page.getByTestId("game-tile").first().getByRole("button").first().click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
});

test("a visitor is asked to log in to play, to keep a favourite and to see recent games", async ({
  page,
}) => {
  const memberCalls = recordMemberGameCalls(page);
  await openSlotHall(page);
  const list = page.getByTestId("lobby-list");
  const login = page.getByTestId("login-modal");

  // Favourites show only with a session; recent games are offered, and ask for a login.
  await expect(page.getByTestId("lobby-mode-fav")).toHaveCount(0);
  await page.getByTestId("lobby-mode-recent").click();
  await expect(login).toBeVisible();
  await expect(list).toHaveAttribute("data-mode", "all");
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();

  // A game tile and its heart: the login popup, nothing launched, still in the hall.
  await openFirstTile(page);
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByTestId("game-tile").first().getByTestId("game-favourite").click();
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("game-tile").first().getByTestId("game-favourite")).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page).toHaveURL(/\/rng$/);
  expect(memberCalls, "nothing of a member's is asked for").toEqual([]);
});

test("a trial account plays a slot with its play credit, but keeps no favourites or recent games", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const memberCalls = recordMemberGameCalls(page);
  await page.goto("/rng");
  await startFreePlay(page);
  await firstPageShown(page);
  const list = page.getByTestId("lobby-list");
  const warning = page.getByTestId("dialog-need-true-account");

  async function expectWarned(): Promise<void> {
    await expect(warning).toBeVisible();
    await expect(warning).not.toBeEmpty();
    await expect(page.getByTestId("login-modal")).toHaveCount(0);
  }

  // A trial account has a session, so fav and recent are offered; both warn and keep the list.
  for (const mode of ["fav", "recent"] as const) {
    await page.getByTestId(`lobby-mode-${mode}`).click();
    await expectWarned();
    if (mode === "fav") await saveScreen(page, "games-trial-warning");
    await page.keyboard.press("Escape");
    await expect(warning).toBeHidden();
    await expect(list).toHaveAttribute("data-mode", "all");
  }
  const heart = page.getByTestId("game-tile").first().getByTestId("game-favourite");
  await heart.click();
  await expectWarned();
  await page.keyboard.press("Escape");
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // Free play: Orchid's slot opens in the frame with the play credit (2,000.00), and a spin
  // moves it by exactly what the round staked and won.
  await openFirstTile(page);
  await expect(page).toHaveURL(/\/game$/);
  const slot = page.frameLocator('[data-testid="game-frame"]');
  await expect(slot.getByTestId("slot-reels")).toBeVisible();
  await expect.poll(() => minorOf(slot.getByTestId("slot-balance"))).toBe(PLAY_CREDIT);
  await spinOnce(slot);
  const round = slot.getByTestId("slot-history-row");
  await expect(round).toHaveCount(1);
  const bet = Number(await round.getAttribute("data-bet"));
  const win = Number(await round.getAttribute("data-win"));
  expect(bet).toBeGreaterThan(0);
  await expect.poll(() => minorOf(slot.getByTestId("slot-balance"))).toBe(PLAY_CREDIT - bet + win);
  expect(memberCalls, "a launch, and no favourites or recent games, for a trial account").toEqual([
    "/wps/game/launchGame",
  ]);
});

test("/rng?page=jackpot opens the jackpot tab, and the address follows the tab chosen", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const calls = recordListCalls(page);
  await openSlotHall(page, "/rng?page=jackpot");

  // The JP tab, and only jackpot games: the server's first page for the same query.
  await expect(page.getByTestId("lobby-classify-JP")).toHaveAttribute("aria-pressed", "true");
  expect(calls).toHaveLength(1);
  const asked = Object.fromEntries(calls[0] ?? []);
  expect(asked).toMatchObject({ gameClassify: "JP", pageNo: "1" });
  const jackpots = await apiValue<TGameList>(
    request,
    listPath({ vassalage: asked.vassalage ?? "", gameClassify: "JP", language: "EN" }),
  );
  expect(jackpots.games.length).toBeGreaterThan(0);
  for (const game of jackpots.games) expect(game.classify).toContain("JP");
  await expectShownToMatch(page, jackpots.games);
  await expect(page).toHaveURL(/\/rng\?page=jackpot$/);

  // Choosing a tab replaces the address (no new history entry) where the page is scrolled to, and
  // keeps that scroll; a reload reopens the tab.
  const entries = await page.evaluate(() => window.history.length);
  const scrolled = await page.evaluate(() => {
    const row = document.querySelector('[data-testid="lobby-classify"]');
    window.scrollBy(0, (row?.getBoundingClientRect().top ?? 0) - 80);
    return Math.round(window.scrollY);
  });
  expect(scrolled).toBeGreaterThan(0);
  await page.getByTestId("lobby-classify-TG").click();
  // Scrolled down, the grid's end is in sight: page 2 may follow page 1 at once.
  await expect.poll(() => calls.some((call) => call.get("gameClassify") === "TG")).toBe(true);
  await expect(page.getByTestId("lobby-list")).toHaveAttribute("data-loading", "false");
  await expect(page).toHaveURL(/\/rng\?page=table$/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  await page.reload();
  await firstPageShown(page);
  await expect(page.getByTestId("lobby-classify-TG")).toHaveAttribute("aria-pressed", "true");
  expect(calls.at(-1)?.get("gameClassify")).toBe("TG");
  await page.getByTestId("lobby-classify-all").click();
  await firstPageShown(page);
  await expect(page).toHaveURL(/\/rng$/);

  // A code in any case opens its tab too; a value naming no tab opens the default and is dropped.
  await openSlotHall(page, "/rng?page=Ac");
  await expect(page.getByTestId("lobby-classify-AC")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/rng\?page=arcade$/);
  await openSlotHall(page, "/rng?page=poker");
  await expect(page.getByTestId("lobby-classify-all")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/rng$/);
  expect(calls.at(-1)?.has("gameClassify")).toBe(false);
});

test("the jackpot tab at both sizes and in both themes; a narrow screen shows the tab opened", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openSlotHall(page);
  for (const device of ["desktop", "mobile"] as const) {
    for (const theme of ["dark", "light"] as const) {
      await saveLobbyScreen(page, "/rng?page=jackpot", "games-jackpot", device, theme);
      await expect(page.getByTestId("lobby-classify-JP")).toHaveAttribute("aria-pressed", "true");
    }
  }
  // At 360 px the tab row scrolls sideways; the last tab, opened by the address, is scrolled in.
  await openSlotHall(page, "/rng?page=bingo");
  const bingo = page.getByTestId("lobby-classify-BG");
  await expect(bingo).toHaveAttribute("aria-pressed", "true");
  await expect(bingo).toBeInViewport({ ratio: 1 });
});

test("a long game name is cut with an ellipsis under its tile, left to right and right to left", async ({
  page,
}) => {
  const longName = "Crystal Bamboo Gold Moon Dragon Fortune Palace Megaways Deluxe";
  for (const language of ["EN", "AR"] as const) {
    await page.addInitScript((code) => window.localStorage.setItem("lang", code), language);
    await openSlotHall(page);
    await expect(page.locator("html")).toHaveAttribute("dir", language === "AR" ? "rtl" : "ltr");
    const caption = page.getByTestId("game-name").first();
    await caption.evaluate((element, text) => {
      element.textContent = text;
    }, longName);
    const fit = await caption.evaluate((element) => {
      const tile = element.closest('[data-testid="game-tile"]')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        overflow: getComputedStyle(element).textOverflow,
        // A Latin name runs left to right on either page, so its end is what the ellipsis cuts.
        direction: getComputedStyle(element).direction,
        isCut: element.scrollWidth > element.clientWidth,
        isInside: tile !== undefined && box.left >= tile.left - 0.5 && box.right <= tile.right + 0.5,
      };
    });
    expect(fit, `${language}: the caption ellipsizes inside its tile`).toEqual({
      overflow: "ellipsis",
      direction: "ltr",
      isCut: true,
      isInside: true,
    });
  }
});

test("a group game opens its sub-games' pop-up, and the sub-game chosen launches", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { group, subGames } = await firstGroupGame(request, "EN");
  expect(subGames.length, "a demo group holds 3 to 8 sub-games").toBeGreaterThanOrEqual(3);
  const vendors = await apiValue<TVendor[]>(request, "/wps/game/vendors?gameType=RNG");
  expect(vendors.map((vendor) => vendor.vassalage)).toContain(group.vassalage);

  await registerWithoutCaptcha(page, request, newMember("group"));
  await openSlotHall(page, `/rng?type=vassalage&vassalage=${group.vassalage}`);
  await page.getByTestId("lobby-search").fill(group.name);
  const groupTile = page.locator(`[data-testid="game-tile"][data-node-id="${group.nodeId}"]`);
  await expect(groupTile).toBeVisible();
  await groupTile.getByRole("button").first().click();

  // The pop-up lists the group's sub-games, in the server's order.
  const popup = page.getByTestId("group-game-modal");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(group.name);
  await expect(popup.getByTestId("game-tile")).toHaveCount(subGames.length);
  expect(await shownGameNames(popup)).toEqual(subGames.map((game) => game.name));
  await expect(popup.locator("img").first()).toBeVisible();
  await saveScreen(page, "games-group-popup");

  // Choosing one launches that sub-game into the game frame.
  const chosen = subGames[1] ?? subGames[0];
  const launch = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/wps/game/launchGame");
  await popup
    .locator(`[data-testid="game-tile"][data-node-id="${chosen?.nodeId}"]`)
    .getByRole("button")
    .first()
    .click();
  expect((await launch).postDataJSON()).toMatchObject({ nodeId: chosen?.nodeId });
  await expect(page).toHaveURL(/\/game$/);
  await expect(popup).toHaveCount(0);
  const slot = page.frameLocator('[data-testid="game-frame"]');
  await expect(slot.getByTestId("slot-reels")).toBeVisible();
});
