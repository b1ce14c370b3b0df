import { EventEmitter } from "node:events";
import type { TEventBus } from "../../realtime/redis-bus.ts";

/** What changed for a member: the balance, the unread count, or the bonus grants (decisions/0022). */
export type TMemberEvent = "balance" | "unread" | "bonus";

const MEMBER_EVENTS: ReadonlySet<string> = new Set<TMemberEvent>(["balance", "unread", "bonus"]);

/**
 * Tells open member sockets that a balance or unread count changed, after the change committed.
 * Delivered in this instance at once; with an event bus (`REDIS_URL`) also to every other
 * instance, where the member's socket may be open.
 */
export class WalletEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly bus?: TEventBus) {
    bus?.subscribe((message) => {
      const { event, memberIds } = (message ?? {}) as { event?: unknown; memberIds?: unknown };
      if (typeof event !== "string" || !MEMBER_EVENTS.has(event) || !Array.isArray(memberIds)) return;
      this.deliver(
        event as TMemberEvent,
        memberIds.filter((id): id is number => Number.isInteger(id)),
      );
    });
  }

  publish(event: TMemberEvent, memberIds: Iterable<number>): void {
    const ids = [...new Set(memberIds)];
    this.deliver(event, ids);
    this.bus?.publish({ event, memberIds: ids });
  }

  /** Listens for one member's events; the answer stops listening. */
  subscribe(memberId: number, listener: (event: TMemberEvent) => void): () => void {
    const name = `member:${memberId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  private deliver(event: TMemberEvent, memberIds: number[]): void {
    for (const memberId of memberIds) this.emitter.emit(`member:${memberId}`, event);
  }
}
