import { dismissWelcome, newMember, registerWithoutCaptcha, settle } from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { roundsPlayed } from "../support/games.ts";
import { digitsOf } from "../support/numbers.ts";
import { expect, test } from "../support/test.ts";

// Free spins from a bonus campaign (issue 20): a new member joins the demo's free spins from the
// promotions page, opens the slot from there, plays every spin at the pack's own bet without the
// wallet moving, and sees what they won become bonus money on the bonus page.

const member = newMember("fspins");
const VIEWPORTS = { desktop: { width: 1366, height: 800 }, mobile: { width: 360, height: 780 } } as const;

test("free spins: joined on the promotions page, played on the slot, their winnings a bonus", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await dismissWelcome(page);
  await registerWithoutCaptcha(page, request, member);

  await page.goto("/promotions");
  await settle(page);
  const offer = page
    .locator('[data-testid^="join-bonus-"]')
    .filter({ hasText: /free spins/i })
    .first();
  await expect(offer).toBeVisible();
  await offer.locator('[data-testid$="-join"]').click();
  await expect(page.getByTestId("join-bonus-done")).toBeVisible();
  const balance = async () => digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0");
  const before = await balance();

  await page.getByTestId("join-bonus-play-spins").click();
  await expect(page).toHaveURL(/\/game$/);
  const slot = page.frameLocator('[data-testid="game-frame"]');
  const pack = slot.getByTestId("slot-bonus-spins");
  await expect(pack).toHaveAttribute("data-remaining", "10");
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await saveFullPage(page, `free-spins-${device}-dark`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  for (let left = 10; left > 0; left -= 1) {
    const rounds = await roundsPlayed(slot);
    await slot.getByTestId("slot-bonus-spin").click();
    await expect.poll(() => roundsPlayed(slot), { timeout: 30_000 }).toBe(rounds + 1);
    await expect(slot.getByTestId("slot-page")).toHaveAttribute("data-busy", "false");
    if (left > 1) await expect(pack).toHaveAttribute("data-remaining", String(left - 1));
  }
  const done = slot.getByTestId("slot-bonus-spins-done");
  await expect(done).toBeVisible();
  await expect(pack).toHaveCount(0);
  const won = Number(await done.getAttribute("data-won"));
  await saveFullPage(page, "free-spins-done-desktop-dark");
  await page.getByTestId("game-close").click();
  // The stakes were the merchant's: the wallet did not move.
  expect(await balance()).toBe(before);

  // The bonus page: the pack played, and its winnings (when any) a grant to play through.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-securityCenter").click();
  await page.getByTestId("mc-entry-bonusDetails").click();
  await expect(page.getByTestId("bonus-awards")).toBeVisible();
  await expect(page.locator('[data-testid="bonus-award"][data-kind="free_spins"]').first()).toHaveAttribute(
    "data-state",
    "done",
  );
  if (won > 0) await expect(page.getByTestId("bonus-grant").first()).toHaveAttribute("data-state", "active");
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await saveFullPage(page, `bonus-awards-${device}-dark`);
  }
});
