import type { Page } from "@playwright/test";
import { newMember } from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { registerFundedMember } from "../support/deposit.ts";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

// The cockfight in the browser: the operator opens a fight in the console, one member bets Meron
// and another Wala on /sv3 while the payouts per 100 move, the operator closes betting, the
// result is declared (by the development switch standing in for the second operator, whose
// approval the integration tests cover) and the Meron bettor is paid exactly.

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.91" } });

const meronBettor = newMember("mrn");
// A mobile number of its own (newMember stamps the clock, the same for both at load time).
const walaBettor = { ...newMember("wla"), mobile: `${Number(meronBettor.mobile) + 1}` };
/** 500.00 deposited, 495.00 credited after the channel's fee. */
const DEPOSITED = 49_500;

async function headerBalance(page: Page): Promise<number> {
  return digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0");
}

async function bet(page: Page, side: "meron" | "wala" | "draw", stake: string) {
  await page.goto("/sv3");
  await expect(page.getByTestId("sabong-fight")).toHaveAttribute("data-state", "open");
  await page.locator(`[data-testid="sabong-side"][data-side="${side}"]`).click();
  await page.getByTestId("sabong-stake").fill(stake);
  await page.getByTestId("sabong-place").click();
  await expect(page.getByTestId("sabong-bet-placed")).toBeVisible();
}

test("an operator runs a fight, members bet Meron and Wala, and the Meron bet is paid", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await registerFundedMember(page, request, meronBettor, { amount: "500", credited: DEPOSITED });

  // The operator opens the derby's next fight.
  const consoleContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.92" } });
  const admin = await consoleContext.newPage();
  await consoleSignIn(admin);
  await admin.goto("/admin/sabong/derby");
  await admin.getByTestId("sabong-new-fight").first().click();
  await admin.getByTestId("sabong-new-derby").fill("Browser Derby");
  await admin.getByTestId("sabong-new-meron").fill("Red Kelso");
  await admin.getByTestId("sabong-new-wala").fill("White Hackle");
  await admin.getByTestId("sabong-new-fight-open").click();
  await expect(admin.getByTestId("sabong-live-state")).toHaveAttribute("data-state", "open");

  // 10.00 on Meron; another member puts 20.00 on Wala.
  await bet(page, "meron", "10");
  const walaContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.93" } });
  const other = await walaContext.newPage();
  await other.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await registerFundedMember(other, request, walaBettor, { amount: "500", credited: DEPOSITED });
  await bet(other, "wala", "20");

  // 30.00 in the pools, 5 % plasada: Meron pays 285.00 per 100, Wala 142.50, on the member's page.
  await expect(page.getByTestId("sabong-per100-meron")).toContainText("285.00");
  await expect(page.getByTestId("sabong-per100-wala")).toContainText("142.50");
  await saveFullPage(page, "sabong-open-fight");

  // The operator closes betting (a second press confirms); the fight can go ahead.
  await admin.getByTestId("sabong-close").click();
  await admin.getByTestId("sabong-close").click();
  await expect(admin.getByTestId("sabong-live-state")).toHaveAttribute("data-state", "closed");
  await expect(page.getByTestId("sabong-fight")).toHaveAttribute("data-state", "closed");

  // Meron wins: 10.00 × 30.00 / 10.00 × 0.95 = 28.50 back to the Meron bettor.
  const fightId = Number(await page.getByTestId("sabong-fight").getAttribute("data-fight-id"));
  const declared = await request.post("/dev/sabong/declare", {
    data: { merchant: "demo", fightId, result: "meron" },
  });
  expect(await declared.json()).toMatchObject({ success: true, value: { state: "meron" } });
  await expect(page.locator('[data-testid="sabong-my-bet"]').first()).toHaveAttribute("data-state", "won", {
    timeout: 15_000,
  });
  await expect.poll(() => headerBalance(page)).toBe(DEPOSITED - 1_000 + 2_850);
  await expect.poll(() => headerBalance(other)).toBe(DEPOSITED - 2_000);
  await saveFullPage(page, "sabong-paid");
  await consoleContext.close();
  await walaContext.close();
});
