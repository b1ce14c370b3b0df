import type { TBookEvent } from "@orchid/contract/sportsbook";
import type { QueryClient } from "@tanstack/react-query";
import { applyPush, applyPushToList } from "./apply-push.ts";
import type { TBookPush } from "./book-push.ts";
import { applyPushToSlip } from "./slip-store.ts";

/** The cached reads that hold lists of events, and the one that holds a single event. */
const LIST_CALLS = ["bookEvents", "hotMatches"] as const;
const EVENT_CALL = "bookEvent";

/**
 * A push from the live socket applied where the page holds the event: every cached list and
 * event page (only the entries it changes are written, so nothing else renders again), and the
 * bet slip.
 */
export function applyLivePush(queryClient: QueryClient, push: TBookPush): void {
  for (const name of LIST_CALLS) {
    for (const [key, list] of queryClient.getQueriesData<TBookEvent[]>({ queryKey: [name] })) {
      if (!list) continue;
      const next = applyPushToList(list, push);
      if (next !== list) queryClient.setQueryData(key, next);
    }
  }
  for (const [key, event] of queryClient.getQueriesData<TBookEvent>({ queryKey: [EVENT_CALL] })) {
    if (!event) continue;
    const next = applyPush(event, push);
    if (next !== event) queryClient.setQueryData(key, next);
  }
  applyPushToSlip(push);
}
