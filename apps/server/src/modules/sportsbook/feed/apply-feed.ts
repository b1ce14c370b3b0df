import type { TFeedMessage, TSportsFeedPush } from "@orchid/contract/sportsbook";
import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { requestHash, withTransactionRetry } from "../../wallet/index.ts";
import type { BookEvents, TBookChange } from "../live/book-events.ts";
import {
  competitorsOf,
  lockFeedEvent,
  recordResult,
  updateEventStatus,
  updateMarketState,
  upsertFixture,
  upsertMarkets,
} from "./feed-repo.ts";
import { resultProblem } from "./result-shape.ts";

/** Events whose messages are applied side by side (each event's in order). */
const FEED_WORKERS = 4;

export type TFeedEffects = {
  /** Board changes for the live sockets, published once the message committed. */
  live: BookEvents;
  /** Told of an event whose result was recorded (a first result or a correction), after commit. */
  settle: (eventId: number) => void;
};

/**
 * Applies a feed's batch, each message in its own transaction (so one that names an event the
 * book does not know counts as unknown and the rest still apply): each event's messages in the
 * order sent, up to four events side by side. A result that does not fit its event stops that
 * event's later messages, and the push answers INVALID_INPUT once the other events' messages are
 * applied (the feed is wrong and must send it again, corrected); a result equal to the one
 * recorded changes nothing.
 */
export async function applyFeedPush(
  ctx: TAppContext,
  push: TSportsFeedPush,
  effects: TFeedEffects,
): Promise<{ applied: number; unknown: number }> {
  const totals = { applied: 0, unknown: 0 };
  // Each event's messages in the order sent; different events side by side.
  const byEvent = new Map<string, TFeedMessage[]>();
  for (const message of push.messages)
    byEvent.set(message.ref, [...(byEvent.get(message.ref) ?? []), message]);
  const queues = [...byEvent.values()];
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const message of queue) {
        const outcome = await withTransactionRetry(() =>
          ctx.database.db.transaction((tx) => applyMessage(tx, message, push.feed, ctx.now())),
        );
        if (outcome === "unknown") totals.unknown += 1;
        if (outcome === "unknown" || outcome === "unchanged") continue;
        totals.applied += 1;
        for (const change of outcome.changes) effects.live.publish(change);
        if (outcome.settle !== null) effects.settle(outcome.settle);
      }
    }
  };
  const failures = (
    await Promise.allSettled(Array.from({ length: Math.min(FEED_WORKERS, queues.length) }, worker))
  ).flatMap((settled) => (settled.status === "rejected" ? [settled.reason] : []));
  if (failures.length > 0) throw failures[0];
  return totals;
}

type TMessageOutcome = "unknown" | "unchanged" | { changes: TBookChange[]; settle: number | null };

async function applyMessage(
  tx: TTx,
  message: TFeedMessage,
  feed: string,
  now: Date,
): Promise<TMessageOutcome> {
  const at = now.getTime();
  if (message.type === "fixture") {
    const { eventId, selections } = await upsertFixture(tx, message);
    return { changes: [{ type: "odds", eventId, selections, at }], settle: null };
  }
  const event = await lockFeedEvent(
    tx,
    message.ref,
    message.type === "odds" || message.type === "market" ? "share" : "update",
  );
  if (!event) return "unknown";
  switch (message.type) {
    case "odds": {
      const selections = await upsertMarkets(tx, event.id, message.markets);
      return { changes: [{ type: "odds", eventId: event.id, selections, at }], settle: null };
    }
    case "status": {
      const row = await updateEventStatus(tx, event.id, message);
      if (!row) return "unchanged";
      return {
        changes: [
          { type: "event", eventId: event.id, state: row.state, score: row.score, clock: row.clock, at },
        ],
        settle: null,
      };
    }
    case "market": {
      const marketId = await updateMarketState(tx, event.id, message.key, message.state);
      if (marketId === undefined) return "unknown";
      return {
        changes: [{ type: "market", eventId: event.id, marketId, state: message.state, at }],
        settle: null,
      };
    }
    case "result": {
      const competitors = event.kind === "outright" ? await competitorsOf(tx, event.id) : [];
      const problem = resultProblem(event.kind, message.result, competitors);
      if (problem) throw new AppError("INVALID_INPUT", { field: "result", problem, ref: message.ref });
      if (event.result && requestHash(event.result) === requestHash(message.result)) return "unchanged";
      await recordResult(tx, event.id, message.result, { source: feed }, now);
      const state = message.result.status === "final" ? "ended" : "cancelled";
      return {
        changes: [{ type: "event", eventId: event.id, state, score: null, clock: null, at }],
        settle: event.id,
      };
    }
  }
}
