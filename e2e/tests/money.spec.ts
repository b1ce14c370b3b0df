import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  dismissWelcome,
  loginThroughModal,
  newMember,
  registerWithoutCaptcha,
  settle,
} from "../support/accounts.ts";
import { saveFullPage } from "../support/artifacts.ts";
import { consoleSignIn } from "../support/console.ts";
import { depositThroughGateway } from "../support/deposit.ts";
import { gradientPng } from "../support/png.ts";
import { expect, test } from "../support/test.ts";

// The whole money path in the browser: a deposit paid on the gateway simulator credits the header
// balance live; a withdrawal is approved in the console and paid in two parts; the member
// confirms one payout received and reports the other not received with a proof image; the
// account record shows every step.

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.0.61" } });

const PAYMENT_PASSWORD = "246813";
const PAYEE = "Money Tester";
/** A member of this run only (registered in the first test): no second factor, no earlier money. */
const member = newMember("cash");

let operator: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  operator = await context.newPage();
  await consoleSignIn(operator);
});
test.afterAll(async () => {
  await operator?.context().close();
});

/** The header's balance in minor units (currency symbol and grouping dropped). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId("header-balance").textContent()) ?? "";
  const digits = text.replace(/[^0-9.]/g, "");
  return Math.round(Number(digits) * 100);
}

async function openCentre(page: Page, entry: string): Promise<Locator> {
  const centre = page.getByTestId("member-centre");
  if (!(await centre.isVisible())) {
    await page.getByTestId("user-menu").click();
    await page.getByTestId("user-menu-securityCenter").click();
  }
  await centre.getByTestId(`mc-entry-${entry}`).click();
  const content = centre.getByTestId(`mc-page-${entry}`);
  await expect(content).toBeVisible();
  return content;
}

async function signInOnSite(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await page.goto("/");
  await dismissWelcome(page);
  await loginThroughModal(page, member.username, member.password);
  await expect(page.getByTestId("logged-in-bar")).toBeVisible();
  await settle(page);
}

test("a gateway deposit credits the header balance without a reload", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => window.localStorage.setItem("lang", "EN"));
  await dismissWelcome(page);
  await registerWithoutCaptcha(page, request, member);
  await expect(page.getByTestId("header-balance")).toContainText("0.00");
  const before = await headerBalance(page);
  // 500.00 less the channel's 1 % fee, pushed over the member socket.
  await depositThroughGateway(page, "500", before + 49_500);
});

test("a withdrawal is approved and paid in two parts, then confirmed and disputed", async ({ page }) => {
  // Two apps, a dozen screens and two full-page captures: over 30 s on a slow day.
  test.setTimeout(90_000);
  await signInOnSite(page);
  const security = await openCentre(page, "securityCenter");
  await security.getByTestId("payment-password-open").click();
  await security.getByTestId("payment-password-login").fill(member.password);
  await security.getByTestId("payment-password-new").fill(PAYMENT_PASSWORD);
  await security.getByTestId("payment-password-confirm").fill(PAYMENT_PASSWORD);
  await security.getByTestId("payment-password-submit").click();
  await expect(security.getByTestId("payment-password-done")).toBeVisible();

  const withdraw = await openCentre(page, "withdraw");
  if ((await withdraw.locator('[data-testid^="payout-account-remove-"]').count()) === 0) {
    await withdraw.getByTestId("payout-account-add").click();
    await withdraw.getByTestId("payout-bank").fill("Orchid Test Bank");
    await withdraw.getByTestId("payout-number").fill(`9${Date.now() % 1_000_000_000}`);
    const payee = withdraw.getByTestId("payout-payee");
    if (await payee.isEditable()) await payee.fill(PAYEE);
    await withdraw.getByTestId("payout-account-submit").click();
    await expect(withdraw.locator('[data-testid^="payout-account-remove-"]').first()).toBeVisible();
  }
  await withdraw.getByTestId("withdraw-amount").fill("300");
  await withdraw.getByTestId("withdraw-password").fill(PAYMENT_PASSWORD);
  await withdraw.getByTestId("withdraw-submit").click();
  await expect(withdraw.getByTestId("withdraw-done")).toBeVisible();
  const row = withdraw.locator('[data-testid^="withdrawal-row-"]').first();
  const withdrawalId = Number((await row.getAttribute("data-testid"))?.replace("withdrawal-row-", ""));

  await operator.goto("/admin/payments/withdrawals");
  const queueRow = operator.getByTestId(`withdrawal-row-${withdrawalId}`);
  await queueRow.click();
  const details = operator.getByTestId(`withdrawal-details-${withdrawalId}`);
  await expect(details).toBeVisible();
  const approve = details.getByTestId("withdrawal-approve");
  await approve.click();
  await approve.click(); // the second press confirms
  for (const part of ["200", "100"]) {
    const amount = details.getByTestId("payout-amount");
    await expect(amount).toBeVisible();
    await amount.fill(part);
    await details.getByTestId("payout-submit").click();
    await expect(details.locator('[data-testid^="payout-"]').filter({ hasText: part })).not.toHaveCount(0);
  }
  await expect(details.locator('[data-testid^="payout-"][data-testid$="-force"]')).toHaveCount(0);
  await saveFullPage(operator, "console-withdrawal-paid");

  const withdrawAgain = await openCentre(page, "withdraw");
  const card = withdrawAgain.getByTestId(`withdrawal-row-${withdrawalId}`);
  const received = card.locator('[data-testid$="-received"]:not([data-testid$="-not-received"])');
  await expect(received).toHaveCount(2);
  await received.first().click();
  await expect(received).toHaveCount(1);
  await card.locator('[data-testid$="-not-received"]').first().click();
  const dispute = card.locator('form[data-testid$="-dispute"]');
  const proof = path.join(tmpdir(), `orchid-proof-${Date.now()}.png`);
  writeFileSync(proof, gradientPng(64, 48, [200, 40, 40], [40, 40, 200]));
  await dispute.locator('input[type="file"]').setInputFiles(proof);
  await dispute.locator("textarea").fill("Not on my statement yet.");
  await dispute.locator('[data-testid$="-dispute-submit"]').click();
  await expect(card.locator('[data-testid$="-received"]')).toHaveCount(0);
  await saveFullPage(page, "money-withdrawal-confirmed");

  const record = await openCentre(page, "transactionHistory");
  // The last 7 days, not "today": the steps stay in view if the merchant's midnight falls mid-test.
  await record.getByTestId("period-last7").click();
  const rows = record.getByTestId("record-row");
  // Signed with the currency symbol: "+K 500.00", "−K 5.00" (a true minus sign).
  for (const line of [/\+\D*500\.00/, /−\D*5\.00/, /−\D*300\.00/, /−\D*200\.00/, /−\D*100\.00/]) {
    await expect(rows.filter({ hasText: line }), String(line)).not.toHaveCount(0);
  }
  await saveFullPage(page, "money-account-record");
});
