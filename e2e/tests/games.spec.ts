import type { Locator } from "@playwright/test";
import { newMember, settle } from "../support/accounts.ts";
import { saveFullPage, saveScreen } from "../support/artifacts.ts";
import { registerFundedMember } from "../support/deposit.ts";
import {
  apiValue,
  expectShownToMatch,
  firstPageShown,
  frameToken,
  listPath,
  minorOf,
  recordListCalls,
  roundsPlayed,
  SCREEN_SIZES,
  saveLobbyScreen,
  scrollUntilPage,
  spinOnce,
  type TGameList,
  type TVendor,
} from "../support/games.ts";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

// The RNG lobby as a visitor (vendor strip, classify, minimum bet, search, infinite loading) and as
// a new member: a favourite, a launch into the game frame, ten spins of one of Orchid's slots, and
// the slot page, the header and the betting record agreeing with the server's rounds.

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.64" } });

type THistoryRow = { roundId: string; totalBet: number; totalWin: number };

/** A screen of rows plus a few either side: the grid never holds more, however far it scrolls. */
const MAX_TILES_IN_DOM = 80;
/** What the deposit of 500.00 credits after the channel's 1 % fee. */
const DEPOSITED = 49_500;
const member = newMember("slot");

test("a visitor filters the slot lobby and scrolls it to page 3", async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  const calls = recordListCalls(page);
  await page.goto("/rng");
  await settle(page);

  // The vendor strip: every vendor, the first chosen, arrows because there are more than 8.
  const vendors = await apiValue<TVendor[]>(request, "/wps/game/vendors?gameType=RNG");
  expect(vendors.length).toBeGreaterThan(8);
  const [first, second] = vendors as [TVendor, TVendor];
  const strip = page.getByTestId("vendor-strip");
  await expect(strip.locator("button[aria-pressed]")).toHaveCount(vendors.length);
  await expect(page.getByTestId(`vendor-${first.vassalage}`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("vendor-prev")).toBeDisabled();
  await page.getByTestId("vendor-next").click();
  await expect(page.getByTestId("vendor-prev")).toBeEnabled();
  // Visitors see no favourites (recent games ask them to log in: games-launch.spec.ts).
  await expect(page.getByTestId("lobby-mode-fav")).toHaveCount(0);

  // Page 1 of the first vendor, 24 a page.
  await firstPageShown(page);
  expect(Object.fromEntries(calls[0] ?? [])).toMatchObject({
    gameType: "RNG",
    vassalage: first.vassalage,
    pageNo: "1",
    pageSize: "24",
  });
  const firstPage = await apiValue<TGameList>(request, listPath({ vassalage: first.vassalage }));
  await expectShownToMatch(page, firstPage.games);

  // Infinite loading: pages 2, 3 and on, one request at a time, while the DOM keeps a few rows only.
  await scrollUntilPage(page, 3);
  const pages = calls
    .filter((call) => call.get("vassalage") === first.vassalage)
    .map((call) => call.get("pageNo"));
  expect(pages.slice(0, 3)).toEqual(["1", "2", "3"]);
  expect(new Set(pages).size, "no page is asked for twice").toBe(pages.length);
  const list = page.getByTestId("lobby-list");
  expect(Number(await list.getAttribute("data-count"))).toBeGreaterThanOrEqual(72);
  expect(await page.getByTestId("game-tile").count()).toBeLessThan(MAX_TILES_IN_DOM);
  await scrollUntilPage(page, 5);
  const loaded = Number(await list.getAttribute("data-count"));
  expect(loaded).toBeGreaterThanOrEqual(120);
  const tiles = await page.getByTestId("game-tile").count();
  expect(tiles, "only the rows near the screen are in the DOM").toBeLessThan(loaded / 2);
  expect(tiles, "the DOM does not grow with the pages").toBeLessThan(MAX_TILES_IN_DOM);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Classify: jackpot games of the vendor, from page 1 again.
  await page.getByTestId("lobby-classify-JP").click();
  await firstPageShown(page);
  expect(Object.fromEntries(calls.at(-1) ?? [])).toMatchObject({
    vassalage: first.vassalage,
    gameClassify: "JP",
    pageNo: "1",
  });
  const jackpots = await apiValue<TGameList>(
    request,
    listPath({ vassalage: first.vassalage, gameClassify: "JP" }),
  );
  for (const game of jackpots.games) expect(game.classify).toContain("JP");
  await expectShownToMatch(page, jackpots.games);
  await page.getByTestId("lobby-classify-all").click();
  await firstPageShown(page);

  // Minimum bet 0.50: games taking at least that much.
  await page.getByTestId("lobby-min-bet").selectOption("0.5");
  await firstPageShown(page);
  expect(calls.at(-1)?.get("minBet")).toBe("0.5");
  const pricey = await apiValue<TGameList>(request, listPath({ vassalage: first.vassalage, minBet: "0.5" }));
  for (const game of pricey.games) expect(game.minBet).toBeGreaterThanOrEqual(50);
  await expectShownToMatch(page, pricey.games);
  await page.getByTestId("lobby-min-bet").selectOption("");
  await firstPageShown(page);

  // Search waits for the typing to stop (one request) and ignores unchanged text.
  const word = firstPage.games[0]?.name.split(" ")[0] ?? "";
  const before = calls.length;
  await page.getByTestId("lobby-search").pressSequentially(word, { delay: 60 });
  await expect.poll(() => calls.length - before).toBe(1);
  expect(Object.fromEntries(calls.at(-1) ?? [])).toMatchObject({ gameName: word, pageNo: "1" });
  await firstPageShown(page);
  // The server finds the text in a game's name in any language; the one it came from is listed.
  const found = await apiValue<TGameList>(request, listPath({ vassalage: first.vassalage, gameName: word }));
  expect(found.games.map((game) => game.name)).toContain(firstPage.games[0]?.name);
  await expectShownToMatch(page, found.games);
  await page.getByTestId("lobby-search").press("End");
  await page.getByTestId("lobby-search").pressSequentially(" ");
  await page.waitForTimeout(900);
  expect(calls.length - before, "trailing space only: no new search").toBe(1);

  // Opening a game needs an account: a visitor gets the login popup.
  await page.getByTestId("game-tile").first().getByRole("button").first().click();
  await expect(page.getByTestId("login-modal")).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("login-modal")).toBeHidden();

  // Another vendor: page 1 of its list, in "all" mode.
  await page.getByTestId(`vendor-${second.vassalage}`).click();
  await firstPageShown(page);
  expect(Object.fromEntries(calls.at(-1) ?? [])).toMatchObject({ vassalage: second.vassalage, pageNo: "1" });
  await expect(page.getByTestId("lobby-mode-all")).toHaveAttribute("aria-pressed", "true");
});

test("the slot lobby at both sizes and in both themes", async ({ page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.goto("/rng");
  for (const device of ["desktop", "mobile"] as const) {
    for (const theme of ["dark", "light"] as const) {
      await saveLobbyScreen(page, "/rng", "games-lobby", device, theme);
    }
  }
});

async function sumOf(rows: Locator, attribute: string): Promise<number> {
  const values = await rows.evaluateAll(
    (elements, name) => elements.map((element) => Number(element.getAttribute(name))),
    attribute,
  );
  return values.reduce((total, value) => total + value, 0);
}

test("a member favourites a slot, plays it in the frame and finds every round recorded", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Money to play with: a gateway deposit of 500.00 (495.00 after the fee).
  await registerFundedMember(page, request, member, { amount: "500", credited: DEPOSITED });

  // A favourite, then the favourites list shows it.
  await page.goto("/rng");
  await settle(page);
  const tile = page.getByTestId("game-tile").first();
  const nodeId = await tile.getAttribute("data-node-id");
  await tile.getByTestId("game-favourite").click();
  await expect(tile.getByTestId("game-favourite")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("lobby-mode-fav").click();
  await expect(page.getByTestId("lobby-list")).toHaveAttribute("data-mode", "fav");
  await firstPageShown(page);
  const favourite = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
  await expect(favourite).toBeVisible();
  await expect(page.getByTestId("game-tile")).toHaveCount(1);

  // Launch it into the game frame: Orchid's slot opens with the deposited balance.
  await favourite.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/game$/);
  const slot = page.frameLocator('[data-testid="game-frame"]');
  await expect(slot.getByTestId("slot-reels")).toBeVisible();
  await expect.poll(() => minorOf(slot.getByTestId("slot-balance"))).toBe(DEPOSITED);

  // Ten spins, then autoplay stopped at once: it ends after the round under way.
  for (let spin = 0; spin < 10; spin += 1) await spinOnce(slot);
  expect(await roundsPlayed(slot)).toBe(10);
  await slot.getByTestId("slot-autoplay-rounds").selectOption("10");
  await slot.getByTestId("slot-autoplay").click();
  await slot.getByTestId("slot-stop").click();
  await expect(slot.getByTestId("slot-autoplay")).toBeVisible({ timeout: 30_000 });
  const rounds = await roundsPlayed(slot);
  expect(rounds).toBeGreaterThan(10);
  expect(rounds, "autoplay stopped before its 10 rounds").toBeLessThan(20);

  // The slot page agrees with the server: balance, history rows, and the money in between.
  const token = await frameToken(page);
  const session = await apiValue<{ balance: number }>(request, "/orchid/slots/session", { data: { token } });
  const history = await apiValue<THistoryRow[]>(request, `/orchid/slots/history?token=${token}`);
  expect(history).toHaveLength(rounds);
  const staked = history.reduce((total, row) => total + row.totalBet, 0);
  const won = history.reduce((total, row) => total + row.totalWin, 0);
  expect(session.balance).toBe(DEPOSITED - staked + won);
  await expect.poll(() => minorOf(slot.getByTestId("slot-balance"))).toBe(session.balance);
  const historyRows = slot.getByTestId("slot-history-row");
  await expect(historyRows).toHaveCount(rounds);
  expect(await sumOf(historyRows, "data-bet")).toBe(staked);
  expect(await sumOf(historyRows, "data-win")).toBe(won);

  // Back on the site: the header balance and the betting record show the same rounds.
  await page.getByTestId("game-close").click();
  await expect(page).toHaveURL(/\/rng/);
  await expect
    .poll(async () => digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0"))
    .toBe(session.balance);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-personalHistoryCopy").click();
  const record = page.getByTestId("mc-page-personalHistoryCopy");
  // The last 7 days, not "today": the rounds stay in view if the merchant's midnight falls mid-test.
  await record.getByTestId("period-last7").click();
  await expect(record.getByTestId("betrec-row")).toHaveCount(rounds);
  expect(digitsOf((await record.getByTestId("betrec-total-stake").textContent()) ?? "")).toBe(staked);
  expect(digitsOf((await record.getByTestId("betrec-total-win").textContent()) ?? "")).toBe(won);
  await saveScreen(page, "games-betting-record");

  // The slot page itself, at both sizes and in both themes.
  const slotUrl = `/play/slot?token=${encodeURIComponent(token)}&lang=EN`;
  for (const [device, viewport] of Object.entries(SCREEN_SIZES)) {
    for (const theme of ["dark", "light"] as const) {
      const shot = await page.context().newPage();
      await shot.setViewportSize(viewport);
      await shot.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
      await shot.goto(slotUrl);
      await expect(shot.getByTestId("slot-balance")).toHaveAttribute("data-minor", String(session.balance));
      await expect(shot.getByTestId("slot-history-row")).toHaveCount(rounds);
      await saveFullPage(shot, `games-slot-${device}-${theme}`);
      await shot.close();
    }
  }
});
