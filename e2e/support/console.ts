import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./test.ts";
import { totpCode, totpStep } from "./totp.ts";

/** The demo owner operator of the README. */
export const CONSOLE_OWNER = { username: "owner", password: "Owner12345" };

/**
 * The owner's authenticator secret is shown once, at the first sign-in of the suite's fresh
 * database; it is kept beside that database so a retried test can still sign in.
 */
function secretFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? "/tmp", "console-owner-totp.json");
}

type TSecretState = { secret: string; lastStep: number };

function readState(): TSecretState | null {
  return existsSync(secretFile()) ? (JSON.parse(readFileSync(secretFile(), "utf8")) as TSecretState) : null;
}

/**
 * Signs the owner in to the console: password, then an authenticator code (enrolling the
 * authenticator on the first sign-in). A code is accepted once, so a second sign-in within the
 * same 30-second step waits for the next step.
 */
export async function consoleSignIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel(/username|用户名/i).fill(CONSOLE_OWNER.username);
  await page.getByLabel(/password|密码/i).fill(CONSOLE_OWNER.password);
  await page.getByRole("button", { name: /next|下一步/i }).click();
  const codeInput = page.locator('input[name="code"]');
  await expect(codeInput).toBeVisible();
  const shown = page.getByTestId("totp-secret");
  let state = readState();
  if (await shown.isVisible()) {
    state = { secret: (await shown.textContent())?.trim() ?? "", lastStep: 0 };
  }
  if (!state?.secret) throw new Error("the owner's authenticator secret is unknown");
  while (totpStep() <= state.lastStep) await page.waitForTimeout(1_000);
  const step = totpStep();
  await codeInput.fill(totpCode(state.secret, step));
  writeFileSync(secretFile(), JSON.stringify({ secret: state.secret, lastStep: step }));
  await page.getByRole("button", { name: /sign in|登录/i }).click();
  await expect(page.getByRole("navigation")).toBeVisible();
}
