import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** Messages every instance of the server hears, whichever instance sent them. */
export type TEventBus = {
  publish(message: unknown): void;
  subscribe(listener: (message: unknown) => void): void;
  close(): Promise<void>;
};

const CHANNEL = "orchid:events";

/**
 * The event bus over Redis pub/sub (`REDIS_URL`): one connection publishes, one listens. Each
 * message carries this instance's id, so an instance never hears its own messages twice (it has
 * delivered them locally already). Publishing is fire-and-forget: a lost push is only a later
 * refresh for the member, never lost money.
 */
export async function openRedisBus(url: string): Promise<TEventBus> {
  const instance = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const listener = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(CHANNEL);
  const listeners: ((message: unknown) => void)[] = [];
  listener.on("message", (_channel: string, text: string) => {
    let envelope: { from?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text) as { from?: unknown; message?: unknown };
    } catch {
      return;
    }
    if (envelope.from === instance) return;
    for (const deliver of listeners) deliver(envelope.message);
  });
  return {
    publish(message) {
      publisher.publish(CHANNEL, JSON.stringify({ from: instance, message })).catch((error: unknown) => {
        process.emitWarning(`event bus publish failed: ${error instanceof Error ? error.message : error}`);
      });
    },
    subscribe(deliver) {
      listeners.push(deliver);
    },
    async close() {
      listener.disconnect();
      publisher.disconnect();
    },
  };
}
