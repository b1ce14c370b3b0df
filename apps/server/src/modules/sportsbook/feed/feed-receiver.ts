import { type TSportsFeedPush, ZSportsFeedPush } from "@orchid/contract/sportsbook";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { readSignedFeed, spendFeedNonce, type TFeedHeaders } from "../../../http/signed-feed.ts";
import { applyFeedPush, type TFeedEffects } from "./apply-feed.ts";

/**
 * One push of the sports feed (docs/sports-feed.md): checked (secret, signature, timestamp,
 * fields), its nonce spent (a replayed push changes nothing), then its messages applied in order.
 */
export async function receiveSportsFeed(
  ctx: TAppContext,
  headers: TFeedHeaders,
  rawBody: string,
  effects: TFeedEffects,
): Promise<{ push: TSportsFeedPush; applied: number; unknown: number }> {
  const now = ctx.now();
  const { push, signedAt } = readSignedFeed(
    ZSportsFeedPush,
    ctx.config.sportsFeedSecret,
    headers,
    rawBody,
    now.getTime(),
  );
  if (!(await spendFeedNonce(ctx.database.db, "sports-feed", push.nonce, signedAt, now))) {
    throw new AppError("SIGNATURE_INVALID", { reason: "nonce_used" });
  }
  return { push, ...(await applyFeedPush(ctx, push, effects)) };
}
