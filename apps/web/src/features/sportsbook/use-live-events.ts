import { useEffect, useState } from "react";
import { unwatchEvents, watchEvents } from "./live-book.ts";

/**
 * Keeps these events live while the component shows: their prices, states and scores come over
 * the book's socket into the cache as they change.
 */
export function useLiveEvents(eventIds: readonly number[]): void {
  const [owner] = useState(() => Symbol("live-events"));
  const key = eventIds.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by their key
  useEffect(() => {
    watchEvents(owner, eventIds);
  }, [owner, key]);

  useEffect(() => () => unwatchEvents(owner), [owner]);
}
