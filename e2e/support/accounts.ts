import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { setRegisterRule } from "./dev-routes.ts";
import { latestCode } from "./outbox.ts";
import { closePopupNotices } from "./popups.ts";
import { expect } from "./test.ts";

export type TNewMember = { username: string; password: string; mobile: string; email?: string };

/** A member nobody registered yet: unique username and Myanmar mobile number for this run. */
export function newMember(prefix: string): TNewMember {
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, "0");
  return { username: `${prefix}${stamp}`, password: "Orchid2468", mobile: `9425${stamp}` };
}

export function e164(mobile: string): string {
  return `+95${mobile}`;
}

/**
 * Start-up pop-up notices arrive a moment after the page; they are closed first, so the Escape
 * that closes them can never land on an account modal opened meanwhile.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await closePopupNotices(page);
}

/**
 * Waits, as a person would, for the form's proof-of-work check (the ALTCHA widget) to finish:
 * it solves in the browser by itself, in well under a second.
 */
export async function waitForProofOfWork(form: Locator) {
  await expect(form.getByTestId("pow-widget")).toHaveAttribute("data-state", "verified");
}

/**
 * Opens a header modal (login, register) and keeps it open past the start-up notices: one that
 * shows late, over the modal, can take the modal with it when it closes (under load it came up
 * after the modal had opened), and the visitor then opens the modal again.
 */
async function openHeaderModal(page: Page, buttonTestId: string, modal: Locator): Promise<void> {
  await expect(async () => {
    await closePopupNotices(page);
    if (!(await modal.isVisible())) await page.getByTestId(buttonTestId).click();
    await expect(modal).toBeVisible({ timeout: 3_000 });
    await closePopupNotices(page);
    await expect(modal).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Registers through the register modal (SMS code from the outbox); ends logged in. `startAt` is a
 * registration link (e.g. `/register?ref=…`) that opens the modal itself; by default the header's
 * register button on / opens it.
 */
export async function registerThroughForm(
  page: Page,
  request: APIRequestContext,
  member: TNewMember,
  startAt?: string,
) {
  await page.goto(startAt ?? "/");
  await settle(page);
  // A registration link shows the form as the /register page; the header's button as a modal.
  const modal = page.getByTestId(startAt ? "register-page" : "register-modal");
  if (startAt) await expect(modal).toBeVisible();
  else await openHeaderModal(page, "register-button", modal);
  await modal.locator("#reg-username").fill(member.username);
  await modal.locator("#reg-mobileNum").fill(member.mobile);
  await waitForProofOfWork(modal);
  const sentAt = new Date();
  await modal.getByTestId("sms-send").click();
  await expect(modal.getByTestId("sms-send")).toBeDisabled();
  await modal.locator("#reg-verificationCode").fill(await latestCode(request, e164(member.mobile), sentAt));
  if (member.email) await modal.locator("#reg-email").fill(member.email);
  await modal.locator("#reg-password").fill(member.password);
  await modal.locator("#reg-confirmPassword").fill(member.password);
  await modal.getByTestId("register-agree").check();
  // The SMS send used the first solution; the widget solved a new one for the registration.
  await waitForProofOfWork(modal);
  await modal.getByTestId("register-submit").click();
  await expect(page.getByTestId("header-nickname")).toHaveText(member.username);
}

/**
 * Registers through the form with the merchant's registration captcha switched off for the
 * moment (and always switched back on); ends logged in on /.
 */
export async function registerWithoutCaptcha(
  page: Page,
  request: APIRequestContext,
  member: TNewMember,
  startAt?: string,
) {
  await setRegisterRule(request, "captcha", false);
  try {
    await registerThroughForm(page, request, member, startAt);
  } finally {
    await setRegisterRule(request, "captcha", true, true);
  }
}

/**
 * Opens a free-play trial account (type 4) through the login popup's free-play button, on the
 * page already open; its first-login welcome is closed whenever it covers the page.
 */
export async function startFreePlay(page: Page) {
  await settle(page);
  const modal = page.getByTestId("login-modal");
  await openHeaderModal(page, "login-button", modal);
  await modal.getByTestId("free-play").click();
  await expect(page.getByTestId("logged-in-bar")).toBeVisible();
  await dismissWelcome(page);
  expect(await page.evaluate(() => sessionStorage.getItem("isAgent"))).toBe("4");
}

/** Logs in through the header's login popup with a username and password. */
export async function loginThroughModal(page: Page, username: string, password: string) {
  await settle(page);
  const modal = page.getByTestId("login-modal");
  await openHeaderModal(page, "login-button", modal);
  await modal.locator("#login-username").fill(username);
  await modal.locator("#login-password").fill(password);
  await modal.getByTestId("login-submit").click();
}

/** Signs out through the header, confirming the dialog. */
export async function signOut(page: Page) {
  await page.getByTestId("sign-out").click();
  const dialog = page.getByTestId("dialog-sign-out");
  await expect(dialog).toBeVisible();
  // The confirm button is the dialog's last one (after its close button and Cancel).
  await dialog.getByRole("button").last().click();
  await expect(page.getByTestId("login-button")).toBeVisible();
}

/** From now on, a first-login welcome dialog that covers the page is closed before each action. */
export async function dismissWelcome(page: Page) {
  await page.addLocatorHandler(page.getByTestId("dialog-first-login"), () => page.keyboard.press("Escape"), {
    noWaitAfter: true,
  });
}
