import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import { eq } from "drizzle-orm";
import { captchas } from "../db/schema/accounts.ts";
import { hashCode } from "../modules/session/code-hash.ts";
import { solveProofOfWork } from "./proof-of-work-calls.ts";
import type { TTestApp } from "./test-app.ts";

type TCallOptions = {
  body?: unknown;
  /** The caller's address (inject's remote address); each test picks its own to keep limits apart. */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Seal the body with the server's current public key, as the web app does. */
  seal?: boolean;
  form?: boolean;
};

export type TCallResult = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever value a call answered
  body: { success: boolean; code?: string; message: string; value: any };
};

/** Calls the demo merchant's API the way the site does (Merchant and Language headers, token). */
export async function call(
  t: TTestApp,
  method: string,
  url: string,
  options: TCallOptions = {},
): Promise<TCallResult> {
  const headers: Record<string, string> = {
    host: "localhost:8080",
    merchant: "demo",
    language: "EN",
    ...options.headers,
  };
  if (options.token) headers.authorization = options.token;
  let payload: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.seal ? await seal(t, options.body) : options.body);
    }
  }
  const response = await t.app.inject({
    method: method as "GET",
    url,
    headers,
    payload,
    remoteAddress: options.ip ?? "127.0.0.1",
  });
  return { status: response.statusCode, body: response.json() };
}

/** Seals a body with the server's current key, at the server's (injectable) time. */
export async function seal(t: TTestApp, body: unknown) {
  const { kid, spki } = t.ctx.keys.current();
  return sealBody(body, await importPublicKey(spki), kid, t.ctx.now().getTime());
}

/**
 * Asks for a captcha as the page does and finds its answer the way only a test can: the stored
 * hash is checked against all 10,000 four-digit answers with the app's pepper (no server backdoor).
 * Like the page, it also solves the proof of work that goes with the captcha (`altcha`).
 */
export async function solveCaptcha(
  t: TTestApp,
  ip: string,
): Promise<{ captchaId: string; captcha: string; altcha: string }> {
  const issued = await call(t, "GET", "/wps/captcha", { ip });
  const captchaId: string = issued.body.value.captchaId;
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
  const { body } = await call(t, "GET", "/dev/outbox?limit=50");
  const message = (body.value as { recipient: string; body: string }[]).find(
    (m) => m.recipient === recipient,
  );
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** A login with a sealed body; returns the raw result. */
export function loginAs(
  t: TTestApp,
  username: string,
  password: string,
  ip = "127.0.0.1",
  extra: object = {},
) {
  return call(t, "POST", "/wps/session/login", { body: { username, password, ...extra }, ip, seal: true });
}
