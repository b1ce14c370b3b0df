import { type TLotteryFeedPush, ZLotteryFeedPush } from "@orchid/contract/lottery";
import { AppError } from "../../../http/app-error.ts";
import { isBodySignatureValid } from "../../../http/body-signature.ts";

export type TFeedHeaders = { timestamp: string | undefined; signature: string | undefined };

/** A feed message whose signature held: what it says, and when (unix seconds) it was signed. */
export type TFeedMessage = { push: TLotteryFeedPush; signedAt: number };

/**
 * Checks a results-feed message in the order docs/lottery-feed.md gives: a feed secret is
 * configured (FORBIDDEN otherwise: with no secret nothing can be trusted, so a server nobody set
 * up takes no results), the HMAC signature over the exact bytes received with a timestamp within
 * 300 s (SIGNATURE_INVALID), then the JSON (MALFORMED_REQUEST) and its fields (INVALID_INPUT).
 */
export function readFeedMessage(
  secret: string | undefined,
  headers: TFeedHeaders,
  rawBody: string,
  nowMs: number,
): TFeedMessage {
  if (!secret) throw new AppError("FORBIDDEN", { reason: "feed_not_configured" });
  const { timestamp, signature } = headers;
  if (!isBodySignatureValid(secret, timestamp, signature, rawBody, nowMs)) {
    throw new AppError("SIGNATURE_INVALID");
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("MALFORMED_REQUEST");
  }
  return { push: ZLotteryFeedPush.parse(body), signedAt: Number(timestamp) };
}
