import type { Page } from "@playwright/test";
import { newMember, settle } from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { registerFundedMember } from "../support/deposit.ts";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

// The lottery in the browser: a member funded by a gateway deposit places a Vietnamese lô bet on a
// 45 s table, a 4D Big bet and a fast 5D bet, watches the countdown, sees each slip settle in "my
// bets" with the header balance moving by exactly what the slips say, and verifies a fair draw on
// the verify page (recomputed in the browser from the revealed seed).

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.71" } });

const member = newMember("lott");
/** 500.00 deposited, 495.00 credited after the channel's fee. */
const DEPOSITED = 49_500;
/** 4D's first prize goes to 1234 in the result the test draws (the dev switch records it). */
const FOUR_D_RESULT = {
  first: "1234",
  second: "0042",
  third: "9999",
  starter: ["0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "4321"],
  consolation: ["0001", "0010", "0100", "1000", "5678", "8765", "1243", "2143", "3412", "0123"],
};

type TSlip = {
  id: number;
  gameCode: string;
  issue: string;
  state: string;
  stake: number;
  win: number | null;
};

async function headerBalance(page: Page): Promise<number> {
  return digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0");
}

/** Opens a game and waits until its current draw takes bets (a closed one opens within seconds). */
async function openGame(page: Page, gameCode: string): Promise<string> {
  await page.goto(`/lottery?gameCode=${gameCode}`);
  const draw = page.getByTestId("lottery-current-draw");
  await expect(draw).toHaveAttribute("data-state", "open", { timeout: 70_000 });
  return (await draw.getAttribute("data-issue")) ?? "";
}

/** Adds the chosen picks at `stake` (major units as typed) and places the slip; answers its id. */
async function placeEntry(page: Page, stake: string): Promise<number> {
  await page.getByTestId("lottery-stake").fill(stake);
  await page.getByTestId("lottery-add-entry").click();
  await expect(page.getByTestId("lottery-slip-entry")).toHaveCount(1);
  await page.getByTestId("lottery-place").click();
  const placed = page.getByTestId("lottery-place-result");
  await expect(placed).toBeVisible();
  return Number(await placed.getAttribute("data-slip-id"));
}

/** The member's slips as the API answers them (the page's own token). */
async function mySlips(page: Page): Promise<TSlip[]> {
  return page.evaluate(async () => {
    const token = window.sessionStorage.getItem("token") ?? "";
    const response = await fetch("/lotto/wps/slips?pageSize=50", {
      headers: { Authorization: token, Merchant: "demo", Language: "EN" },
    });
    const body = (await response.json()) as { value: { content: TSlip[] } };
    return body.value.content;
  });
}

test("a member bets on VN, 4D and 5D draws, sees them settle and verifies a draw", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await registerFundedMember(page, request, member, { amount: "500", credited: DEPOSITED });

  // The lobby lists the groups, each game with a countdown.
  await page.goto("/lottery");
  await expect(page.getByTestId("lottery-lobby")).toBeVisible();
  await expect(page.getByTestId("lottery-game-card").first()).toBeVisible();

  // A lô 2 số on 07 at the 45 s Miền Bắc table; the countdown ticks.
  await openGame(page, "vn_north_45s");
  const countdown = page.getByTestId("lottery-countdown").first();
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(before);
  await page.locator('[data-testid="lottery-bet-type"][data-bet-type="lo2"]').click();
  await page.locator('[data-testid="lottery-pick"][data-pick="07"]').click();
  const vnSlip = await placeEntry(page, "10");

  // A quick pick on 5D's two sides, one minute a draw.
  await openGame(page, "ssc5d_1m");
  await page.locator('[data-testid="lottery-bet-type"][data-bet-type="two_sides"]').click();
  await page.getByTestId("lottery-quick-pick").click();
  const sscSlip = await placeEntry(page, "5");

  // A 4D Big on 1234, typed; its weekly draw is drawn now by the development switch.
  const fourDIssue = await openGame(page, "four_d_my");
  await page.locator('[data-testid="lottery-bet-type"][data-bet-type="big"]').click();
  await page.getByTestId("lottery-typed-picks").fill("1234");
  await page.getByTestId("lottery-typed-picks").press("Enter");
  const fourDSlip = await placeEntry(page, "1");
  const drawn = await request.post("/dev/lottery/draw-now", {
    data: { gameCode: "four_d_my", issue: fourDIssue, result: FOUR_D_RESULT },
  });
  expect(await drawn.json()).toMatchObject({ success: true, value: { state: "settled" } });

  // Every slip settles (the fast draws within about a minute); my bets shows them settled.
  await expect
    .poll(async () => (await mySlips(page)).filter((slip) => slip.state === "settled").length, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(3);
  const slips = await mySlips(page);
  expect(slips.map((slip) => slip.id).sort()).toEqual([vnSlip, sscSlip, fourDSlip].sort());
  const fourD = slips.find((slip) => slip.id === fourDSlip);
  // Big 1234 at 1.00 wins the first prize: 2,500 to 1.
  expect(fourD?.win).toBe(250_000);
  const staked = slips.reduce((sum, slip) => sum + slip.stake, 0);
  const won = slips.reduce((sum, slip) => sum + (slip.win ?? 0), 0);
  await expect.poll(() => headerBalance(page)).toBe(DEPOSITED - staked + won);

  await page.getByTestId("lottery-game-tab").and(page.locator('[data-tab="bets"]')).click();
  const myBets = page.getByTestId("lottery-my-bets");
  await expect(myBets.locator(`[data-testid="lottery-slip"][data-slip-id="${fourDSlip}"]`)).toHaveAttribute(
    "data-state",
    "settled",
  );
  await saveFullPage(page, "lottery-my-bets-EN-1280");

  // The 5D draw verified in the browser: the seed is the committed one, the result follows from it.
  const ssc = slips.find((slip) => slip.id === sscSlip);
  await page.goto(`/lottery/verify?gameCode=ssc5d_1m&issue=${ssc?.issue}`);
  await expect(page.getByTestId("lottery-verify-commitment")).toHaveAttribute("data-ok", "true");
  await expect(page.getByTestId("lottery-verify-result")).toHaveAttribute("data-ok", "true");
  await saveFullPage(page, "lottery-verify-EN-1280");
});

// Each width, theme and language at least once (every combination cost a minute of the gate).
const LOOKS = [
  [1366, 900, "1366", "dark", "EN"],
  [1366, 900, "1366", "light", "TH"],
  [360, 780, "360", "dark", "TH"],
  [360, 780, "360", "light", "EN"],
] as const;

for (const [width, height, device, theme, language] of LOOKS) {
  test(`screenshot: lottery ${device} ${theme} ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(
      ([lang, mode]) => {
        window.localStorage.setItem("lang", lang);
        window.localStorage.setItem("theme", mode);
      },
      [language, theme] as const,
    );
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/lottery");
    await expect(page.getByTestId("lottery-game-card").first()).toBeVisible();
    await settle(page);
    await saveFullPage(page, `lottery-lobby-${device}-${theme}-${language}`);
    await page.goto("/lottery?gameCode=k3_1m");
    await expect(page.getByTestId("lottery-current-draw")).toBeVisible();
    await page.locator('[data-testid="lottery-pick"]').first().click();
    await saveFullPage(page, `lottery-game-${device}-${theme}-${language}`);
  });
}
