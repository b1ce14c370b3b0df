import { EventEmitter } from "node:events";

export type TMemberEvent = "balance" | "unread";

/**
 * Tells open member sockets that a balance or unread count changed, after the change committed.
 * In-process: a member's socket and the request that moved the money share this instance.
 */
export class WalletEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: TMemberEvent, memberIds: Iterable<number>): void {
    for (const memberId of new Set(memberIds)) this.emitter.emit(`member:${memberId}`, event);
  }

  /** Listens for one member's events; the answer stops listening. */
  subscribe(memberId: number, listener: (event: TMemberEvent) => void): () => void {
    const name = `member:${memberId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
