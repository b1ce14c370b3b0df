import type { APIRequestContext, Page } from "@playwright/test";
import { dismissWelcome, registerWithoutCaptcha, type TNewMember } from "./accounts.ts";
import { digitsOf } from "./numbers.ts";
import { expect } from "./test.ts";

/**
 * A logged-in member's gateway deposit of `amount` (major units, as typed) through the member
 * centre and the bundled gateway simulator's pay page; waits until the header balance shows
 * `balanceAfter` (minor units: what the channel credits after its fee, plus what was there).
 */
export async function depositThroughGateway(page: Page, amount: string, balanceAfter: number): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-depositv2").click();
  const deposit = page.getByTestId("mc-page-depositv2");
  await deposit.locator('[data-testid^="deposit-channel-"]').first().click();
  await deposit.getByTestId("deposit-amount").fill(amount);
  const payPagePromise = page.context().waitForEvent("page");
  await deposit.getByTestId("deposit-submit").click();
  const payPage = await payPagePromise;
  await payPage.getByTestId("sim-pay").click();
  await expect(payPage.getByTestId("sim-result")).toBeVisible();
  await payPage.close();
  await expect
    .poll(async () => digitsOf((await page.getByTestId("header-balance").textContent()) ?? "0"))
    .toBe(balanceAfter);
}

/**
 * A new member with money to play with: registered (welcome pop-up out of the way) and funded by
 * a gateway deposit of `amount`, which credits `credited` minor units after the channel's fee.
 */
export async function registerFundedMember(
  page: Page,
  request: APIRequestContext,
  member: TNewMember,
  deposit: { amount: string; credited: number },
): Promise<void> {
  await dismissWelcome(page);
  await registerWithoutCaptcha(page, request, member);
  await depositThroughGateway(page, deposit.amount, deposit.credited);
}
