import type { Browser, Page } from "@playwright/test";
import { dismissWelcome, loginThroughModal, newMember } from "../support/accounts.ts";
import { saveScreen } from "../support/artifacts.ts";
import { spinOnce } from "../support/games.ts";
import { expect, test } from "../support/test.ts";

// agent01's usual network (header-phone and auth-screenshots log in from it too): a network it
// never used would ask for the second factor first.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.23" } });

const THEMES = ["dark", "light"] as const;
const WIDTHS = [1366, 360] as const;
const LANGUAGES = ["EN", "CN"] as const;

/** Logs an account in on the home page, in English (agent01 unless told). */
async function signInAgent(page: Page, username = "agent01", password = "Agent1234") {
  await dismissWelcome(page);
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("lang")) window.localStorage.setItem("lang", "EN");
  });
  await page.goto("/");
  await loginThroughModal(page, username, password);
  await expect(page.getByTestId("logged-in-bar")).toBeVisible();
}

/**
 * A second visitor in its own browser context, from agent01's usual network unless told: demo01
 * plays from its own home network (auth-new-ip-totp.spec.ts's), as a network it never used would
 * ask it for a second factor.
 */
async function otherVisitor(browser: Browser, ip = "198.18.0.23"): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  return context.newPage();
}

/** Opens the agent centre from the header icon; it lands on the team overview with its figures. */
async function openAgentCentre(page: Page) {
  await page.getByTestId("agent-icon").click();
  const panel = page.getByTestId("agent-centre");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("ac-page-teamOverview")).toBeVisible();
  await expect(panel.getByTestId("overview-teamSize")).toBeVisible();
  return panel;
}

test("an agent opens its centre, registers a downline and finds it in downline management", async ({
  page,
}) => {
  // Each account opened hashes its password: on a busy two-core machine that takes seconds.
  test.setTimeout(90_000);
  await signInAgent(page);
  const panel = await openAgentCentre(page);
  await expect(panel.getByTestId("ac-entry-teamOverview")).toHaveAttribute("aria-current", "page");
  // The demo agent already has downlines (agent41, demo01): the team counts them.
  await expect(panel.getByTestId("overview-teamSize")).not.toContainText(/^\D*0$/);

  await panel.getByTestId("agent-period-lastMonth").click();
  await expect(panel.getByTestId("agent-period-lastMonth")).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByTestId("overview-netProfit")).toBeVisible();

  await panel.getByTestId("ac-entry-registerCenter").click();
  await expect(panel.getByTestId("ac-entry-registerCenter")).toHaveAttribute("aria-current", "page");
  const form = panel.getByTestId("register-downline-form");
  // Nothing is sent without a username: the field says so in the member's language.
  await form.getByTestId("register-downline-submit").click();
  await expect(form.getByTestId("field-error-ac-reg-username")).toHaveText("Username cannot be empty.");

  const downline = newMember("acd");
  await form.getByTestId("register-downline-username").fill(downline.username);
  await form.getByTestId("register-downline-password").fill(downline.password);
  await form.getByTestId("register-downline-submit").click();
  await expect(form.getByTestId("register-downline-done")).toContainText(downline.username);
  // The same username again is refused with the server's reason, translated.
  await form.getByTestId("register-downline-username").fill(downline.username);
  await form.getByTestId("register-downline-password").fill(downline.password);
  await form.getByTestId("register-downline-submit").click();
  await expect(form.getByTestId("field-error-ac-reg-username")).toHaveText("This username is already taken.");

  const invitation = panel.getByTestId("agent-invitation");
  await expect(invitation.getByTestId("agent-invitation-code")).toHaveText("AGDEMO");
  await expect(invitation.getByTestId("agent-invitation-link")).toContainText("AGDEMO");
  await expect(invitation.getByTestId("agent-invitation-qr")).toHaveAttribute("src", /^data:image\/png/);
  await saveScreen(page, "agent-centre-register-1366-dark");

  await panel.getByTestId("ac-entry-downlineManagement").click();
  const rows = panel.getByTestId("downline-row");
  await expect(rows.filter({ hasText: downline.username })).toHaveCount(1);
  await expect(rows.filter({ hasText: "agent41" })).toHaveCount(1);
  await saveScreen(page, "agent-centre-downlines-1366-dark");

  // A search narrows the team to the new account.
  await panel.getByTestId("downline-search").fill(downline.username);
  await panel.getByTestId("downline-search-submit").click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(downline.username);

  // The transfer dialog asks for the amount and the payment password before sending anything.
  await rows.first().getByTestId("downline-transfer").click();
  const dialog = page.getByTestId("downline-transfer-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("downline-transfer-submit").click();
  await expect(dialog.getByTestId("field-error-ac-transfer-amount")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
});

test("a contract item shows my contract, the contracts I issued and the bills", async ({ page }) => {
  await signInAgent(page);
  const panel = await openAgentCentre(page);
  // The demo agent holds contracts, so the settings switch at least one contract item on.
  const items = panel.locator(
    '[data-testid="ac-entry-dailyWage"], [data-testid="ac-entry-hourSalary"], [data-testid="ac-entry-realtimeSalary"], [data-testid="ac-entry-dividend"]',
  );
  await expect(items.first()).toBeVisible();
  await items.first().click();
  await expect(panel.getByTestId("my-contract")).toBeVisible();
  await expect(panel.getByTestId("my-contract-tiers")).toContainText("%");
  await expect(panel.getByTestId("issued-contracts")).toBeVisible();
  await expect(panel.getByTestId("contract-bills")).toBeVisible();
  await saveScreen(page, "agent-centre-contract-1366-dark");
});

test("screenshots: the agent centre at 1366 and 360 px, dark and light, in English and Chinese", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAgent(page);
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
        await page.evaluate(
          ({ code, value }) => {
            window.localStorage.setItem("lang", code);
            window.localStorage.setItem("theme", value);
          },
          { code: language, value: theme },
        );
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await openAgentCentre(page);
        await saveScreen(page, `agent-centre-${language}-${width}-${theme}`);
        await page.keyboard.press("Escape");
      }
    }
  }
});

test("an agent offers a contract its new downline accepts, and the team's bets move the overview and its income", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAgent(page);
  let panel = await openAgentCentre(page);

  // A new agent account straight under agent01, from the register center.
  await panel.getByTestId("ac-entry-registerCenter").click();
  const downline = newMember("acc");
  const form = panel.getByTestId("register-downline-form");
  await form.getByTestId("register-downline-username").fill(downline.username);
  await form.getByTestId("register-downline-password").fill(downline.password);
  await form.getByTestId("register-downline-type").selectOption("agent");
  await form.getByTestId("register-downline-submit").click();
  await expect(form.getByTestId("register-downline-done")).toContainText(downline.username);

  // agent01 holds the platform's real-time salary, so it may offer one within its own tiers.
  await panel.getByTestId("ac-entry-realtimeSalary").click();
  await panel.getByTestId("offer-open").click();
  const offer = panel.getByTestId("offer-contract-form");
  await offer.getByTestId("offer-downline").selectOption(downline.username);
  const tier = offer.getByTestId("tier-row").first();
  await tier.getByTestId("tier-rate").fill("0.1");
  await tier.getByTestId("tier-minValidBet").fill("0");
  await tier.getByTestId("tier-minActiveMembers").fill("0");
  await offer.getByTestId("offer-contract-submit").click();
  const issued = panel.getByTestId("issued-contract").filter({ hasText: downline.username });
  await expect(issued).toContainText("Offered");

  // The downline signs in: the real-time salary item is on, with the offer to answer.
  const downlinePage = await otherVisitor(browser);
  await signInAgent(downlinePage, downline.username, downline.password);
  const downlinePanel = await openAgentCentre(downlinePage);
  await downlinePanel.getByTestId("ac-entry-realtimeSalary").click();
  const mine = downlinePanel.getByTestId("my-contract");
  await expect(mine).toContainText("0.1%");
  await mine.getByTestId("contract-accept").click();
  await expect(mine).toContainText("Active");
  await downlinePage.context().close();

  // agent01 sees its contract accepted.
  await page.reload();
  panel = await openAgentCentre(page);
  await panel.getByTestId("ac-entry-realtimeSalary").click();
  await expect(panel.getByTestId("issued-contract").filter({ hasText: downline.username })).toContainText(
    "Active",
  );

  // A member of the team (demo01) plays a slot round: today's team bets grow at once.
  await panel.getByTestId("ac-entry-teamOverview").click();
  const bets = panel.getByTestId("overview-betAmount");
  await expect(bets).toBeVisible();
  const before = await bets.textContent();
  const player = await otherVisitor(browser, "198.18.0.28");
  await signInAgent(player, "demo01", "Demo1234");
  await player.goto("/rng");
  await player.getByTestId("game-tile").first().getByRole("button").first().click();
  await expect(player).toHaveURL(/\/game$/);
  const slot = player.frameLocator('[data-testid="game-frame"]');
  await expect(slot.getByTestId("slot-reels")).toBeVisible();
  // A bet the 0.2 % real-time salary pays at least a cent on.
  const totalBet = slot.getByTestId("slot-total-bet");
  for (
    let step = 0;
    step < 12 && Number((await totalBet.textContent())?.replace(/[^\d.]/g, "")) < 10;
    step += 1
  )
    await slot.getByRole("button", { name: "Higher bet per line" }).click();
  await spinOnce(slot);
  await player.context().close();
  await page.reload();
  panel = await openAgentCentre(page);
  await expect(panel.getByTestId("overview-betAmount")).not.toHaveText(before ?? "");
  await panel.getByTestId("ac-entry-teamBets").click();
  await expect(panel.getByTestId("team-bet-row").filter({ hasText: "demo01" }).first()).toBeVisible();

  // What agent01 was paid (the demo's settled salaries and wage) shows as income.
  await panel.getByTestId("ac-entry-myIncome").click();
  await panel.getByTestId("agent-period-lastWeek").click();
  await panel.getByTestId("agent-period-thisMonth").click();
  await expect(panel.getByTestId("income-totals")).toBeVisible();

  // The real-time salary job settles the window of that bet (asked here a few minutes early,
  // through a development call): agent01's income this month grows by its salary on it.
  await expect(panel.getByTestId("agent-period-thisMonth")).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByTestId("agent-income")).toHaveAttribute("aria-busy", "false");
  const monthIncome = panel.getByTestId("income-total-net");
  const incomeBefore = await monthIncome.textContent();
  const settled = await request.post("/dev/agent/settle-windows", {
    data: { kind: "realtime_salary", aheadMinutes: 7 },
  });
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.reload();
  panel = await openAgentCentre(page);
  await panel.getByTestId("ac-entry-myIncome").click();
  await panel.getByTestId("agent-period-thisMonth").click();
  await expect(panel.getByTestId("agent-period-thisMonth")).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByTestId("agent-income")).toHaveAttribute("aria-busy", "false");
  await expect(panel.getByTestId("income-total-net")).not.toHaveText(incomeBefore ?? "");
});
