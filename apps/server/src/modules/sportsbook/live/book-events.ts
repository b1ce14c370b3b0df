import { EventEmitter } from "node:events";
import type { TEventBus } from "../../../realtime/redis-bus.ts";

/** A selection's new feed price (before any merchant's margin) and whether it takes bets. */
export type TSelectionChange = { id: number; marketType: string; odds: number; open: boolean };

/** What changed on the board, as the feed changed it; `at` is when it was taken (ms). */
export type TBookChange =
  | { type: "odds"; eventId: number; selections: TSelectionChange[]; at: number }
  | {
      type: "event";
      eventId: number;
      state: string;
      score: { home: number; away: number } | null;
      clock: number | null;
      at: number;
    }
  | { type: "market"; eventId: number; marketId: number; state: string; at: number };

const CHANGE_TYPES: ReadonlySet<string> = new Set(["odds", "event", "market"]);

/**
 * Tells the book's sockets what changed on the board, after the change committed: in this
 * instance at once and, with an event bus (`REDIS_URL`), on every other instance too, wherever
 * the page that shows the event has its socket.
 */
export class BookEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly bus?: TEventBus) {
    bus?.subscribe((message) => {
      const change = (message as { book?: TBookChange } | null)?.book;
      if (!change || typeof change !== "object" || !CHANGE_TYPES.has(change.type)) return;
      if (!Number.isInteger(change.eventId)) return;
      this.emitter.emit("change", change);
    });
  }

  publish(change: TBookChange): void {
    this.emitter.emit("change", change);
    this.bus?.publish({ book: change });
  }

  /** Listens for every change; the answer stops listening. */
  subscribe(listener: (change: TBookChange) => void): () => void {
    this.emitter.on("change", listener);
    return () => this.emitter.off("change", listener);
  }
}
