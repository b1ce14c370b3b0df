import type { TDb } from "../../../db/database.ts";
import { captchas } from "../../../db/schema/accounts.ts";
import { SIGNATURE_WINDOW_S } from "../../../http/body-signature.ts";

/** Kept a minute past the last instant its message could still be accepted. */
const KEPT_PAST_WINDOW_S = 60;

/**
 * Spends a feed message's nonce; false when it was spent before (a replayed message). A message
 * is accepted only within 300 s of its timestamp, so its nonce need only be remembered that long:
 * it lives in the one-time `captchas` table (expired rows are purged with the auth housekeeping)
 * under an id no captcha or proof of work can have, shared by every instance.
 */
export async function spendFeedNonce(db: TDb, nonce: string, signedAt: number, now: Date): Promise<boolean> {
  const spent = await db
    .insert(captchas)
    .values({
      id: `lottery-feed.${nonce}`,
      merchantId: 0,
      answerHash: "spent",
      expiresAt: new Date((signedAt + SIGNATURE_WINDOW_S + KEPT_PAST_WINDOW_S) * 1000),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return spent.length > 0;
}
