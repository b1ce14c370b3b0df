import { randomBytes } from "node:crypto";
import { feedSignatureHeaders, type TFeedSignatureHeaders } from "./feed-signature.ts";
import { pause } from "./pause.ts";

/** Where the server takes the feed's pushes. */
export const FEED_PATH = "/lotto/feed/results";

/** How long one attempt may take before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** Waits between attempts: about 19 minutes in all, enough to outlast a server restart. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  1_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000,
];

/** The server a feed pushes to and how it signs. */
export type TFeedTarget = {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  server: string;
  secret: string;
  /** The feed's name in every message. */
  feed: string;
  /** Clock in ms for the signatures' timestamps (default Date.now). */
  now?: () => number;
  retryDelaysMs?: readonly number[];
};

/** One draw's result to push; `correction` replaces a result the server already has. */
export type TFeedPush = { gameCode: string; issue: string; result: unknown; correction?: boolean };

export type TPushAttempt = {
  /** The HTTP status, or null when the server was not reached or did not answer in time. */
  status: number | null;
  answer: unknown;
  rawBody: string;
  headers: TFeedSignatureHeaders;
};

export type TPushReport = {
  gameCode: string;
  issue: string;
  /** What the server did (`accepted`, `duplicate`, `corrected`); null when it refused or never answered. */
  outcome: string | null;
  /** The code of the last refusal, or null. */
  code: string | null;
  attempts: TPushAttempt[];
};

type TAnswer = { success?: unknown; code?: unknown; value?: { outcome?: unknown; reason?: unknown } | null };

const answerOf = (attempt: TPushAttempt): TAnswer =>
  typeof attempt.answer === "object" && attempt.answer !== null ? (attempt.answer as TAnswer) : {};

/**
 * Worth another attempt: no answer, a server fault, a rate limit, or a draw whose betting has not
 * closed yet on the server's clock. Any other refusal would only be refused again.
 */
function isWorthRetrying(attempt: TPushAttempt): boolean {
  const { status } = attempt;
  if (status === null || status >= 500 || status === 429) return true;
  const answer = answerOf(attempt);
  return status === 409 && answer.code === "ORDER_STATE_CHANGED" && answer.value?.reason === "open";
}

async function attemptPush(target: TFeedTarget, push: TFeedPush, signal: AbortSignal): Promise<TPushAttempt> {
  // A new nonce and timestamp every attempt: the server accepts each message once.
  const message = {
    feed: target.feed,
    gameCode: push.gameCode,
    issue: push.issue,
    result: push.result,
    nonce: randomBytes(16).toString("base64url"),
    correction: push.correction ?? false,
  };
  const rawBody = JSON.stringify(message);
  const headers = feedSignatureHeaders(target.secret, rawBody, (target.now ?? Date.now)());
  try {
    const response = await fetch(`${target.server.replace(/\/+$/, "")}${FEED_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
      body: rawBody,
      signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): kept as text for the report.
    }
    return { status: response.status, answer, rawBody, headers };
  } catch {
    return { status: null, answer: null, rawBody, headers };
  }
}

/**
 * Pushes one result, signed, retrying on the schedule while the server cannot take it yet; each
 * attempt is a new message (new nonce and timestamp). Resolves with every attempt once the server
 * answered 2xx, refused for good, the schedule ran out, or `signal` aborted.
 */
export async function pushFeedResult(
  target: TFeedTarget,
  push: TFeedPush,
  signal: AbortSignal = new AbortController().signal,
): Promise<TPushReport> {
  const delays = target.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const attempts: TPushAttempt[] = [];
  for (let index = 0; !signal.aborted; index += 1) {
    const attempt = await attemptPush(target, push, signal);
    attempts.push(attempt);
    const delay = delays[index];
    if (!isWorthRetrying(attempt) || delay === undefined) break;
    await pause(delay, signal);
  }
  const last = attempts.at(-1);
  const answer = last ? answerOf(last) : {};
  const status = last?.status ?? null;
  const isOk = status !== null && status >= 200 && status < 300;
  const outcome = isOk && typeof answer.value?.outcome === "string" ? answer.value.outcome : null;
  const code = !isOk && typeof answer.code === "string" ? answer.code : null;
  return { gameCode: push.gameCode, issue: push.issue, outcome, code, attempts };
}
