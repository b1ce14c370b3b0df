import type { FrameLocator, Page } from "@playwright/test";
import { dismissWelcome, newMember, registerWithoutCaptcha, settle } from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { roundsPlayed, spinOnce } from "../support/games.ts";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

// The bonus engine in the browser (issue 20): an operator starts a first-deposit campaign in the
// console; a new member chooses it on the deposit page, pays on the gateway simulator, sees the
// bonus locked with its wagering progress, plays it through on Orchid's slots and watches it turn
// into cash in the main wallet — the engine job, the socket push and the pages together.

const member = newMember("bonus");
const CAMPAIGN = `E2E first deposit ${Date.now() % 100_000}`;
/** 500.00 deposited, 495.00 credited after the demo channel's 1 % fee. */
const DEPOSIT = "500";
const CREDITED = 49_500;
/** 10 % of the 500.00 deposit: 50.00, to be played once on slots. */
const BONUS = 5_000;

const VIEWPORTS = { desktop: { width: 1366, height: 800 }, mobile: { width: 360, height: 780 } } as const;

async function startCampaign(page: Page): Promise<number> {
  await consoleSignIn(page);
  await page.goto("/admin/bonus/campaigns");
  await page.getByTestId("bonus-campaign-new").click();
  const form = page.getByTestId("bonus-campaign-form");
  await form.getByTestId("bonus-name-EN").fill(CAMPAIGN);
  await form.getByTestId("bonus-description-EN").fill("10% of the first deposit, played once on slots.");
  await form.getByTestId("bonus-trigger").selectOption("first_deposit");
  await form.getByTestId("bonus-reward-kind").selectOption("percent");
  await form.locator('input[name="reward.percent"]').fill("10");
  await form.locator('input[name="reward.cap"]').fill("100");
  await form.locator('input[name="reward.minDeposit"]').fill("100");
  await form.locator('input[name="wagering.multiple"]').fill("1");
  await form.getByTestId("bonus-wagering-basis").selectOption("bonus");
  await form.locator('input[name="wagering.expiryDays"]').fill("30");
  await form.getByTestId("bonus-save").click();
  const row = page.locator('[data-testid^="bonus-campaign-"]', { hasText: CAMPAIGN }).first();
  await expect(row).toBeVisible();
  const id = Number((await row.getAttribute("data-testid"))?.replace("bonus-campaign-", ""));
  await page.getByTestId(`bonus-campaign-${id}-active`).click();
  // Running: it can be paused now, not started again.
  await expect(page.getByTestId(`bonus-campaign-${id}-paused`)).toBeVisible();
  return id;
}

async function headerBalance(page: Page): Promise<number> {
  return digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0");
}

/** The member centre's bonus page (the centre opened from the user menu when it is closed). */
async function openBonusPage(page: Page): Promise<void> {
  const entry = page.getByTestId("mc-entry-bonusDetails");
  if (!(await entry.isVisible())) {
    await page.getByTestId("user-menu").click();
    await page.getByTestId("user-menu-securityCenter").click();
  }
  await entry.click();
  await expect(page.getByTestId("bonus-grants")).toBeVisible();
}

/** Raises the slot's lines, then its bet per line, until the total bet reaches `target` (minor units). */
async function raiseBet(slot: FrameLocator, target: number): Promise<number> {
  const total = async () => digitsOf((await slot.getByTestId("slot-total-bet").textContent()) ?? "0");
  for (const stepper of ["slot-lines", "slot-bet-per-line"]) {
    const up = slot.getByTestId(stepper).locator("xpath=following-sibling::button[1]");
    for (let step = 0; step < 40 && (await total()) < target && (await up.isEnabled()); step += 1) {
      const before = await total();
      await up.click();
      // At its top the stepper stays where it is: on to the next one.
      const moved = await expect
        .poll(total, { timeout: 2_000 })
        .not.toBe(before)
        .then(
          () => true,
          () => false,
        );
      if (!moved) break;
    }
  }
  return total();
}

test("a first-deposit bonus: chosen before paying, played through on slots, converted to cash", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const operator = await browser.newPage();
  const campaignId = await startCampaign(operator);
  await operator.close();

  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await dismissWelcome(page);
  await registerWithoutCaptcha(page, request, member);

  // The deposit page offers the campaign; the member picks it and pays on the gateway.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-depositv2").click();
  const deposit = page.getByTestId("mc-page-depositv2");
  await deposit.locator('[data-testid^="deposit-channel-"]').first().click();
  await deposit.getByTestId("deposit-amount").fill(DEPOSIT);
  const offer = deposit.getByTestId(`deposit-bonus-${campaignId}`);
  await expect(offer).toBeVisible();
  // The card's label is what a member taps (the radio itself sits under it).
  await offer.locator("label").click();
  await expect(offer.getByRole("radio")).toBeChecked();
  await expect(deposit.getByTestId(`deposit-bonus-${campaignId}-gain`)).toContainText("50");
  const payPagePromise = page.context().waitForEvent("page");
  await deposit.getByTestId("deposit-submit").click();
  const payPage = await payPagePromise;
  await payPage.getByTestId("sim-pay").click();
  await expect(payPage.getByTestId("sim-result")).toBeVisible();
  await payPage.close();
  // The bonus is locked: the balance shows the deposit alone.
  await expect.poll(() => headerBalance(page)).toBe(CREDITED);

  // My bonuses: the grant arrives (the engine runs every 5 s) with nothing played yet.
  await openBonusPage(page);
  const grant = page.getByTestId("bonus-grant").filter({ hasText: CAMPAIGN });
  await expect(grant).toHaveAttribute("data-state", "active", { timeout: 30_000 });
  await expect(grant.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await saveFullPage(page, `bonus-grants-${device}-dark`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // Slots until 50.00 is played: Orchid's slot in the game frame, the largest stake within it.
  await page.goto("/rng");
  await settle(page);
  await page.getByTestId("game-tile").first().getByRole("button").first().click();
  await expect(page).toHaveURL(/\/game$/);
  const slot = page.frameLocator('[data-testid="game-frame"]');
  await expect(slot.getByTestId("slot-reels")).toBeVisible();
  const stake = await raiseBet(slot, BONUS / 2);
  expect(stake).toBeGreaterThan(0);
  let played = 0;
  while (played < BONUS) {
    const before = await roundsPlayed(slot);
    await spinOnce(slot);
    expect(await roundsPlayed(slot)).toBe(before + 1);
    played += stake;
  }
  const afterPlay = await (async () => {
    await page.getByTestId("game-close").click();
    await expect(page).toHaveURL(/\/rng/);
    return headerBalance(page);
  })();

  // The engine converts the grant: it shows converted, and 50.00 lands in the main wallet.
  await openBonusPage(page);
  await expect(grant).toHaveAttribute("data-state", "converted", { timeout: 30_000 });
  await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe(afterPlay + BONUS);
  await saveFullPage(page, "bonus-converted-desktop-dark");
});

test("My bonuses in light theme and in Thai, at both sizes", async ({ page, request }) => {
  const reader = newMember("bonusth");
  await page.addInitScript(() => {
    window.localStorage.setItem("lang", "TH");
    window.localStorage.setItem("theme", "light");
  });
  await dismissWelcome(page);
  await registerWithoutCaptcha(page, request, reader);
  // The slots gift of the demo campaigns, joined from the promotions page.
  await page.goto("/promotions");
  await settle(page);
  const join = page.getByTestId("join-bonuses");
  await expect(join).toBeVisible();
  await join.locator('[data-testid$="-join"]').first().click();
  await expect(page.getByTestId("join-bonus-done")).toBeVisible();
  await saveFullPage(page, "bonus-join-desktop-light-th");
  await openBonusPage(page);
  await expect(page.getByTestId("bonus-grant").first()).toHaveAttribute("data-state", "active");
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await saveFullPage(page, `bonus-grants-${device}-light-th`);
  }
});
