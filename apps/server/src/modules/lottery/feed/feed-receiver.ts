import { type TLotteryFeedOutcome, type TLotteryFeedPush, ZLotteryFeedPush } from "@orchid/contract/lottery";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { readSignedFeed, spendFeedNonce, type TFeedHeaders } from "../../../http/signed-feed.ts";
import { applyFeedResult } from "./apply-feed-result.ts";

/**
 * One push of the results feed (docs/lottery-feed.md): the message is checked (secret, signature,
 * timestamp, fields), its nonce is spent — every authentic message counts once, whatever it then
 * does, so a captured message replayed within its 300 s changes nothing — and its result is
 * applied to the draw.
 */
export async function receiveFeedResult(
  ctx: TAppContext,
  headers: TFeedHeaders,
  rawBody: string,
): Promise<{ push: TLotteryFeedPush; outcome: TLotteryFeedOutcome }> {
  const now = ctx.now();
  const { push, signedAt } = readSignedFeed(
    ZLotteryFeedPush,
    ctx.config.lotteryFeedSecret,
    headers,
    rawBody,
    now.getTime(),
  );
  if (!(await spendFeedNonce(ctx.database.db, "lottery-feed", push.nonce, signedAt, now))) {
    throw new AppError("SIGNATURE_INVALID", { reason: "nonce_used" });
  }
  return { push, outcome: await applyFeedResult(ctx, push) };
}
