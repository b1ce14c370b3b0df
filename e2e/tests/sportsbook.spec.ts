import type { Page } from "@playwright/test";
import { newMember } from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { registerFundedMember } from "../support/deposit.ts";
import { digitsOf } from "../support/numbers.ts";
import { eventIdOf, matchFixture, pushSportsFeed } from "../support/sports-feed.ts";
import { expect, test } from "../support/test.ts";

// The book in the browser: a member funded by a gateway deposit places a single and a 3-leg
// parlay before kick-off and a live bet that meets a price change (accepted on the slip), cashes
// the single out from My bets, and sees the parlay and the live bet settle from the feed's
// results, the header balance moving by exactly what the bets say.

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.81" } });

const member = newMember("book");
/** 500.00 deposited, 495.00 credited after the channel's fee. */
const DEPOSITED = 49_500;
const RUN = Date.now().toString(36);
const later = new Date(Date.now() + 2 * 3_600_000);
const MATCHES = [
  { ref: `e2e-${RUN}-1`, home: `Harbour ${RUN}`, away: "Pine Rovers" },
  { ref: `e2e-${RUN}-2`, home: `North Vale ${RUN}`, away: "Stone Bridge" },
  { ref: `e2e-${RUN}-3`, home: `Lake Town ${RUN}`, away: "Old Mill" },
  { ref: `e2e-${RUN}-4`, home: `Cliff Side ${RUN}`, away: "Red Harbour" },
];

type TBet = { id: number; kind: string; state: string; stake: number; payout: number | null };

async function headerBalance(page: Page): Promise<number> {
  return digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0");
}

/** The member's bets as the API answers them (the page's own token). */
async function myBets(page: Page, state: "open" | "settled"): Promise<TBet[]> {
  return page.evaluate(async (wanted) => {
    const token = window.sessionStorage.getItem("token") ?? "";
    const response = await fetch(`/sb/wps/bets?state=${wanted}&pageSize=50`, {
      headers: { Authorization: token, Merchant: "demo", Language: "EN" },
    });
    return ((await response.json()) as { value: { rows: TBet[] } }).value.rows;
  }, state);
}

/** Opens an event's page and puts one of its prices (market key, selection code) on the slip. */
async function pick(page: Page, eventId: number, marketTestValue: string) {
  await page.goto(`/sports/event/${eventId}`);
  await expect(page.getByTestId("sb-event-page")).toBeVisible();
  const price = page.locator(`[data-testid="sb-price"][aria-label^="${marketTestValue}"]`).first();
  await price.click();
}

test("a member bets before kick-off and in play, cashes out one bet and sees the others settle", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await pushSportsFeed(
    request,
    MATCHES.map((match) => matchFixture(match.ref, match.home, match.away, later)),
  );
  const live = MATCHES[3];
  if (!live) throw new Error("no live match");
  await pushSportsFeed(request, [
    { type: "status", ref: live.ref, state: "live", score: { home: 0, away: 0 }, clock: 12 },
  ]);
  const ids = await Promise.all(MATCHES.map((match) => eventIdOf(request, match.home)));
  await registerFundedMember(page, request, member, { amount: "500", credited: DEPOSITED });

  // The hall lists the matches; the live one shows its clock.
  await page.goto("/sports?section=live");
  await expect(page.getByTestId("sb-event").filter({ hasText: live.home })).toBeVisible();

  // A single on the first match's home side, 10.00 at 2.10.
  await pick(page, ids[0] ?? 0, MATCHES[0]?.home ?? "");
  const slip = page.getByTestId("sb-slip");
  await expect(slip.getByTestId("sb-slip-leg")).toHaveCount(1);
  await slip.getByTestId("sb-single-stake").fill("10");
  await slip.getByTestId("sb-place").click();
  await expect(page.getByTestId("sb-placed")).toBeVisible();
  await expect(slip.getByTestId("sb-slip-leg")).toHaveCount(0);
  await saveFullPage(page, "sportsbook-single-placed");

  // A parlay of three: over 2.5 on the first match, the home sides of the second and third.
  await pick(page, ids[0] ?? 0, "Over");
  await pick(page, ids[1] ?? 0, MATCHES[1]?.home ?? "");
  await pick(page, ids[2] ?? 0, MATCHES[2]?.home ?? "");
  await expect(slip.getByTestId("sb-slip-leg")).toHaveCount(3);
  await expect(slip.getByTestId("sb-parlay-odds")).toHaveText(/8\.37/);
  await slip.getByTestId("sb-parlay-stake").fill("5");
  await slip.getByTestId("sb-place").click();
  await expect(page.getByTestId("sb-placed")).toBeVisible();
  await expect(slip.getByTestId("sb-slip-leg")).toHaveCount(0);

  // In play: the away side of the live match; the price moves before the bet and is accepted.
  await page.goto(`/sports/event/${ids[3]}`);
  await page.locator(`[data-testid="sb-price"][aria-label^="Red Harbour"]`).first().click();
  await page.getByTestId("sb-accept-odds").selectOption("none");
  await slip.getByTestId("sb-single-stake").fill("2");
  await pushSportsFeed(request, [
    { type: "odds", ref: live.ref, markets: [{ type: "1x2", selections: [{ code: "away", odds: 3_000 }] }] },
  ]);
  await expect(slip.getByTestId("sb-slip-odds")).toHaveText(/3\.00/);
  await slip.getByTestId("sb-accept-prices").click();
  await slip.getByTestId("sb-place").click();
  await expect(page.getByTestId("sb-checking-live")).toBeVisible();
  await expect(page.getByTestId("sb-placed")).toBeVisible({ timeout: 15_000 });
  await saveFullPage(page, "sportsbook-live-placed");

  const open = await myBets(page, "open");
  expect(open.map((bet) => bet.kind).sort()).toEqual(["parlay", "single", "single"]);
  const single = open.find((bet) => bet.kind === "single" && bet.stake === 1_000);
  if (!single) throw new Error("the single is missing");

  // Cash out the single from My bets at the price shown.
  await page.goto("/sports/bets");
  const card = page.locator(`[data-testid="sb-bet"][data-bet-id="${single.id}"]`);
  const cashOut = card.getByTestId("sb-cashout");
  await expect(cashOut).toBeVisible();
  await cashOut.click();
  await page.getByTestId("sb-cashout-confirm").click();
  await expect(page.getByTestId("sb-cashout-done")).toBeVisible();
  await saveFullPage(page, "sportsbook-cashed-out");

  // Results: 2-1, 1-0, 3-1 and the live match won away 0-1: the parlay (8.379) and the live bet (3.00) win.
  const results = [
    { home: 2, away: 1 },
    { home: 1, away: 0 },
    { home: 3, away: 1 },
    { home: 0, away: 1 },
  ];
  await pushSportsFeed(
    request,
    MATCHES.map((match, index) => ({
      type: "result",
      ref: match.ref,
      result: { status: "final", ...results[index] },
    })),
  );
  await expect.poll(async () => (await myBets(page, "open")).length, { timeout: 60_000 }).toBe(0);
  const settled = await myBets(page, "settled");
  expect(settled.map((bet) => bet.state).sort()).toEqual(["cashed_out", "settled", "settled"]);
  const staked = settled.reduce((sum, bet) => sum + bet.stake, 0);
  const returned = settled.reduce((sum, bet) => sum + (bet.payout ?? 0), 0);
  await page.goto("/sports/bets");
  await page.getByTestId("sb-bets-tab").last().click();
  await expect(page.getByTestId("sb-bet")).toHaveCount(3);
  await expect.poll(() => headerBalance(page)).toBe(DEPOSITED - staked + returned);
  await saveFullPage(page, "sportsbook-settled");
});
