import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { callApi, okValue } from "./api-client.ts";
import type { TTestApp } from "./test-app.ts";

/**
 * Fetches a proof-of-work challenge as the page does and solves it as the widget would (the
 * library's own solver): the `altcha` field of a call, good for one use.
 */
export async function solveProofOfWork(t: TTestApp, ip = "127.0.0.1"): Promise<string> {
  // The contract types the challenge's parameters loosely; the solver reads them as the widget does.
  const challenge = okValue(await callApi(t, "proofOfWork", undefined, { ip })) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("proof of work not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
