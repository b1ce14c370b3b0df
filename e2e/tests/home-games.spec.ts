import type { APIRequestContext, Page } from "@playwright/test";
import { newMember, settle } from "../support/accounts.ts";
import { saveFullPage, saveScreen } from "../support/artifacts.ts";
import { registerFundedMember } from "../support/deposit.ts";
import {
  apiValue,
  expectShownToMatch,
  firstPageShown,
  frameToken,
  type TGameList,
} from "../support/games.ts";
import { expect, test } from "../support/test.ts";

// The home page's game surfaces: the vendor slider (10 at 1366 px, moving every 3 s, held while
// hovered), the e-game search into the slot lobby, popular games as lobby tiles, the header's
// vendor menus (at most 11 per category) and the winner board once a member has won.

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.71" } });

type TMenu = { title: string; cards: { vassalage: string; name: string; gameType: string }[] };
type TPopular = { nodeId: number; name: string; isGame: string; gameType: string };
type TWinner = { player: string; gameName: string; prize: number };

/** What the deposit of 500.00 credits after the channel's 1 % fee. */
const DEPOSITED = 49_500;
const member = newMember("winner");

/** Scrolls the home page's game sections into view (their code loads when they come near). */
async function showHomeGames(page: Page): Promise<void> {
  await page.goto("/");
  await settle(page);
  await page.getByTestId("home-games").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("vendor-slider")).toBeVisible();
}

/** The slot hall's vendors as the game menus list them, with the page set to English. */
async function slotVendorsInEnglish(page: Page, request: APIRequestContext): Promise<TMenu["cards"]> {
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  const menus = await apiValue<TMenu[]>(request, "/lgw/games/game_menus");
  return menus.find((menu) => menu.title === "RNG")?.cards ?? [];
}

async function sliderStart(page: Page): Promise<number> {
  return Number(await page.getByTestId("vendor-slider").getAttribute("data-start"));
}

test.describe("for a visitor who has not asked for reduced motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the vendor slider shows 10 slot vendors at 1366 px, moves on its own and holds while hovered", async ({
    page,
    request,
  }) => {
    const slotVendors = await slotVendorsInEnglish(page, request);
    expect(slotVendors.length).toBeGreaterThan(10);
    await showHomeGames(page);

    const slider = page.getByTestId("vendor-slider");
    await expect(slider).toHaveAttribute("data-per-view", "10");
    await expect(slider.getByTestId("vendor-slide")).toHaveCount(slotVendors.length);
    // The pointer on the slider holds it while the view is checked.
    await slider.hover({ position: { x: 8, y: 8 } });
    const shown = slider.locator('[data-testid="vendor-slide"][data-shown="true"]');
    await expect(shown).toHaveCount(10);
    // The ten in view are inside the slider's frame, each with its drawn image loaded.
    const frame = await slider.boundingBox();
    for (const slide of await shown.all()) {
      const box = await slide.boundingBox();
      expect(box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1).toBe(
        true,
      );
      await expect
        .poll(() => slide.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }

    // It moves on by itself (every 3 s), away from the mouse.
    await page.mouse.move(0, 0);
    const before = await sliderStart(page);
    await expect.poll(() => sliderStart(page), { timeout: 7_000 }).not.toBe(before);

    // Next moves one vendor on; while the pointer rests on it, it stays put.
    await page.getByTestId("vendor-slider-next").hover();
    const held = await sliderStart(page);
    await page.getByTestId("vendor-slider-next").click();
    const afterNext = (held + 1) % (slotVendors.length - 9);
    await expect(slider).toHaveAttribute("data-start", String(afterNext));
    await page.waitForTimeout(3_600);
    await expect(slider).toHaveAttribute("data-start", String(afterNext));

    // A vendor opens its lobby on that vendor.
    const first = shown.first();
    const vendorName = (await first.textContent())?.trim() ?? "";
    const vendor = slotVendors.find((card) => card.name === vendorName);
    expect(vendor, `a slot vendor named ${vendorName}`).toBeTruthy();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/rng\\?type=vassalage&vassalage=${vendor?.vassalage}(&|$)`));
    await expect(page.getByTestId(`vendor-${vendor?.vassalage}`)).toHaveAttribute("aria-pressed", "true");
  });
});

test("the e-game search lands in the slot lobby with the games matching the name", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  const sample = await apiValue<TGameList>(request, "/lgw/games/list?gameType=RNG&pageNo=1&pageSize=24");
  const word = sample.games[3]?.name.split(" ")[0] ?? "";
  expect(word.length).toBeGreaterThan(1);
  await showHomeGames(page);

  await page.getByTestId("home-search").fill(word);
  await page.getByTestId("home-search-submit").click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?search=${encodeURIComponent(word)}`));
  await firstPageShown(page);
  await expect(page.getByTestId("lobby-search")).toHaveValue(word);
  // Every vendor's games are searched; the grid shows the server's answer for that name.
  const found = await apiValue<TGameList>(
    request,
    `/lgw/games/list?${new URLSearchParams({ gameType: "RNG", pageNo: "1", pageSize: "24", gameName: word })}`,
  );
  expect(found.games.map((game) => game.name)).toContain(sample.games[3]?.name);
  await expectShownToMatch(page, found.games);
  await expect(page.getByTestId("vendor-strip").locator('[aria-pressed="true"]')).toHaveCount(0);
});

test("the header's slot menu lists at most 11 vendors, and a vendor opens its lobby", async ({
  page,
  request,
}) => {
  const slotVendors = await slotVendorsInEnglish(page, request);
  await page.goto("/");
  await settle(page);

  await page.getByTestId("header-category-RNG").hover();
  const menu = page.getByTestId("header-vendors-RNG");
  await expect(menu).toBeVisible();
  const items = menu.getByTestId("header-vendor");
  await expect(items).toHaveCount(Math.min(11, slotVendors.length));
  expect(await items.allTextContents()).toEqual(slotVendors.slice(0, 11).map((card) => card.name));
  await expect
    .poll(() =>
      items
        .first()
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The pointer leaving closes it; the keyboard opens it, moves in with arrows, Escape closes it.
  await page.mouse.move(600, 600);
  await expect(menu).toBeHidden();
  await page.getByTestId("header-category-LIVE").focus();
  await expect(page.getByTestId("header-vendors-LIVE")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("header-vendors-LIVE").getByTestId("header-vendor").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("header-vendors-LIVE")).toBeHidden();
  await expect(page.getByTestId("header-category-LIVE")).toBeFocused();

  await page.getByTestId("header-category-RNG").hover();
  const third = slotVendors[2];
  await items.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?type=vassalage&vassalage=${third?.vassalage}(&|$)`));
  await expect(page.getByTestId(`vendor-${third?.vassalage}`)).toHaveAttribute("aria-pressed", "true");
  await expect(menu).toBeHidden();
});

test("popular games are lobby tiles, and the winner board shows a member's win", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  const popular = await apiValue<TPopular[]>(request, "/lgw/games/popular?count=20&language=EN");
  expect(popular.length).toBeGreaterThan(0);
  expect(popular.length).toBeLessThanOrEqual(20);
  await showHomeGames(page);
  const row = page.getByTestId("popular-games");
  await expect(row.getByTestId("game-tile")).toHaveCount(popular.length);
  expect(await row.getByTestId("game-name").allTextContents()).toEqual(popular.map((game) => game.name));

  // A visitor who opens one is asked to log in, as in the lobby.
  await row.getByTestId("game-tile").first().getByRole("button").first().click();
  await expect(page.getByTestId("login-modal")).toBeVisible();
  await page.keyboard.press("Escape");

  // A new member with money launches a popular slot from home and plays until a round wins.
  await registerFundedMember(page, request, member, { amount: "500", credited: DEPOSITED });
  await showHomeGames(page);
  const playable = await apiValue<TPopular[]>(request, "/lgw/games/popular?count=20&language=EN");
  const slot = playable.find((game) => game.gameType === "RNG" && game.isGame === "GAME");
  const tile = page
    .getByTestId("popular-games")
    .locator(`[data-testid="game-tile"][data-node-id="${slot?.nodeId}"]`);
  await tile.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/game$/);
  const token = await frameToken(page);
  const session = await apiValue<{ game: { maxLines: number; betPerLineOptions: number[] } }>(
    request,
    "/orchid/slots/session",
    { data: { token } },
  );
  // The largest stake that leaves room for many rounds, so a win makes the week's top 20.
  const lines = session.game.maxLines;
  const betPerLine = Math.max(
    ...session.game.betPerLineOptions.filter((option) => option * lines * 40 <= DEPOSITED),
    session.game.betPerLineOptions[0] ?? 1,
  );
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-1)}`;
  const isListed = async () =>
    (await apiValue<TWinner[]>(request, "/wps/home/winners")).some((winner) => winner.player === masked);
  let listed = false;
  for (let round = 0; round < 40 && !listed; round += 1) {
    const spin = await apiValue<{ totalWin: number }>(request, "/orchid/slots/spin", {
      data: { token, lines, betPerLine, roundKey: `home-winner-${member.username}-${round}` },
    });
    if (spin.totalWin > 0) listed = await isListed();
  }
  expect(listed, "a round won and made the winner board within 40 spins").toBe(true);

  // The winner board lists the win: masked player, the game, the prize with its currency, the time.
  const winners = await apiValue<TWinner[]>(request, "/wps/home/winners");
  await showHomeGames(page);
  const rows = page.getByTestId("winner-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(winners.length);
  const mine = rows.filter({ hasText: masked }).first();
  await expect(mine).toContainText(slot?.name ?? "");
  await expect(mine).toContainText("K");
  await expect(mine.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

const SCREENS = { desktop: { width: 1366, height: 800 }, mobile: { width: 360, height: 780 } } as const;

for (const [device, viewport] of Object.entries(SCREENS)) {
  for (const [lang, theme] of [
    ["EN", "dark"],
    ["EN", "light"],
    ["AR", "dark"],
  ] as const) {
    test(`screenshot: home games ${device} ${theme} ${lang}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(
        (stored) => {
          window.localStorage.setItem("lang", stored.lang);
          window.localStorage.setItem("theme", stored.theme);
        },
        { lang, theme },
      );
      await showHomeGames(page);
      await expect(page.getByTestId("popular-games").getByTestId("game-tile").first()).toBeVisible();
      await expect(page.getByTestId("winner-row").first()).toBeVisible();
      // Every tile near the screen once, so the full-page capture shows their images.
      await page.getByTestId("popular-games").scrollIntoViewIfNeeded();
      await page.getByTestId("winner-row").last().scrollIntoViewIfNeeded();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, "the page never scrolls sideways").toBeLessThanOrEqual(viewport.width);
      await saveFullPage(page, `home-games-${device}-${theme}-${lang}`);
      if (device === "desktop") {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByTestId("header-category-RNG").hover();
        await expect(page.getByTestId("header-vendors-RNG")).toBeVisible();
        await saveScreen(page, `home-header-vendors-${theme}-${lang}`);
      }
    });
  }
}
