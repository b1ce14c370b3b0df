import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TTestApp } from "./test-app.ts";

/**
 * Fetches a proof-of-work challenge as the page does and solves it as the widget would (the
 * library's own solver): the `altcha` field of a call, good for one use.
 */
export async function solveProofOfWork(t: TTestApp, ip = "127.0.0.1"): Promise<string> {
  const issued = await t.app.inject({
    method: "GET",
    url: "/wps/captcha/proofOfWork",
    headers: { host: "localhost:8080", merchant: "demo", language: "EN" },
    remoteAddress: ip,
  });
  const body = issued.json() as { success: boolean; code?: string; value: Challenge };
  if (!body.success) throw new Error(`no proof-of-work challenge: ${body.code}`);
  const solution = await solveChallenge({ challenge: body.value, deriveKey });
  if (!solution) throw new Error("proof of work not solved");
  return Buffer.from(JSON.stringify({ challenge: body.value, solution })).toString("base64");
}
