import { createHmac } from "node:crypto";
import type { TProofOfWorkChallenge } from "@orchid/contract/session";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { captchas } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Proof of work (ALTCHA): the browser derives PBKDF2 keys until it finds the signed counter, a
 * fraction of a second for a person, a real cost for a bot sending thousands of calls.
 */
export const PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  /** PBKDF2 iterations per key tried; the counter range (POW_MAX_COUNTER) sets the difficulty. */
  cost: 100,
  ttlMs: 10 * 60_000,
} as const;

/** Spent solutions live in the one-time `captchas` table under ids image captchas can never have. */
const SPENT_PREFIX = "pow.";

const ZPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(PROOF_OF_WORK.algorithm),
        nonce: z.string().regex(/^[0-9a-f]{32}$/),
        salt: z.string().max(256),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(256),
        data: z.object({ merchant: z.number().int() }),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

/** Two signing secrets (challenge, derived key) from the app's proof-of-work secret. */
function secrets(ctx: Pick<TAppContext, "powSecret">) {
  const derive = (use: string) => createHmac("sha256", ctx.powSecret).update(use).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("derived-key") };
}

/** A new signed challenge for one merchant, valid for ten minutes. */
export async function issueProofOfWork(ctx: TAppContext, merchantId: number): Promise<TProofOfWorkChallenge> {
  const max = ctx.config.powMaxCounter;
  const challenge = await createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    data: { merchant: merchantId },
    expiresAt: new Date(ctx.now().getTime() + PROOF_OF_WORK.ttlMs),
    ...secrets(ctx),
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
}

function parsePayload(field: string) {
  try {
    return ZPayload.safeParse(JSON.parse(Buffer.from(field, "base64").toString("utf8"))).data;
  } catch {
    return undefined;
  }
}

export type TProofOfWorkProblem = "POW_REQUIRED" | "POW_INVALID" | "POW_SPENT";

/**
 * Accepts a solved challenge of this merchant once, or names what is wrong: POW_REQUIRED without
 * one, POW_INVALID when it is forged, wrong or expired, POW_SPENT when it was already used (an
 * insert that only one of many parallel requests can win).
 */
export async function proofOfWorkProblem(
  ctx: TAppContext,
  merchantId: number,
  field: string | undefined,
  executor: TDb | TTx = ctx.database.db,
): Promise<TProofOfWorkProblem | null> {
  if (!field) return "POW_REQUIRED";
  const payload = parsePayload(field);
  if (!payload) return "POW_INVALID";
  const { parameters } = payload.challenge;
  const now = ctx.now();
  if (parameters.data.merchant !== merchantId || parameters.expiresAt * 1000 <= now.getTime()) {
    return "POW_INVALID";
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...secrets(ctx),
  });
  if (!result.verified) return "POW_INVALID";
  const spent = await executor
    .insert(captchas)
    .values({
      id: `${SPENT_PREFIX}${parameters.nonce}`,
      merchantId,
      answerHash: "spent",
      expiresAt: new Date(parameters.expiresAt * 1000),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return spent.length === 0 ? "POW_SPENT" : null;
}

/** Spends a proof of work or refuses the call with its translated error. */
export async function spendProofOfWork(
  ctx: TAppContext,
  merchantId: number,
  field: string | undefined,
): Promise<void> {
  const problem = await proofOfWorkProblem(ctx, merchantId, field);
  if (problem) throw new AppError(problem, { pow: true });
}
