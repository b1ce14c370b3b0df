import type { TInputOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { TErrorCode } from "@orchid/contract/error-codes";
import { eq } from "drizzle-orm";
import { captchas } from "../db/schema/accounts.ts";
import { hashCode } from "../modules/session/code-hash.ts";
import { callApi, okValue, type TApiResult } from "./api-client.ts";
import { solveProofOfWork } from "./proof-of-work-calls.ts";
import type { TTestApp } from "./test-app.ts";

// The raw call lives in inject-call.ts (the typed client builds on it); the suites import it from here.
export { call, seal, type TCallOptions, type TCallResult } from "./inject-call.ts";

/**
 * Asks for a captcha as the page does and finds its answer the way only a test can: the stored
 * hash is checked against all 10,000 four-digit answers with the app's pepper (no server backdoor).
 * Like the page, it also solves the proof of work that goes with the captcha (`altcha`).
 */
export async function solveCaptcha(
  t: TTestApp,
  ip: string,
): Promise<{ captchaId: string; captcha: string; altcha: string }> {
  const { captchaId } = okValue(await callApi(t, "captcha", undefined, { ip }));
  const [row] = await t.ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
  for (let n = 0; n < 10_000; n += 1) {
    const answer = String(n).padStart(4, "0");
    if (hashCode(t.ctx.codePepper, `captcha:${captchaId}`, answer) === row?.answerHash) {
      return { captchaId, captcha: answer, altcha: await solveProofOfWork(t, ip) };
    }
  }
  throw new Error("captcha answer not found");
}

/** The newest outbox message to a recipient, and the 6-digit code in it. */
export async function latestCode(t: TTestApp, recipient: string): Promise<string> {
  const outbox = okValue(await callApi(t, "devOutbox", { limit: 50 }));
  const message = outbox.find((m) => m.recipient === recipient);
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** A login with a sealed body; returns the typed result. */
export function loginAs(
  t: TTestApp,
  username: string,
  password: string,
  ip = "127.0.0.1",
  extra: Partial<TInputOf<"login">> = {},
) {
  return callApi(t, "login", { username, password, ...extra }, { ip });
}

/** The failure code of a typed call, or undefined when it succeeded (for tallies of mixed outcomes). */
export function codeOf(result: TApiResult<TEndpointName>): TErrorCode | undefined {
  return result.body.success ? undefined : result.body.code;
}
