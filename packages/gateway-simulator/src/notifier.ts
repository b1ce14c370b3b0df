import { type ClientRequest, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { gatewaySignatureHeaders } from "./gateway-signature.ts";

/** How long one webhook attempt may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 5000;

export type TDeliveryState = { eventId: string; attempts: number; lastStatus: number | null; done: boolean };

export type TWebhook = { url: string; secret: string; eventId: string; rawBody: string };

type TNotifierOptions = { retryDelaysMs: number[]; now: () => number };

/**
 * Delivers signed webhooks: one attempt now, then one per entry of `retryDelaysMs` until the
 * receiver answers 2xx. Every attempt is signed afresh (new timestamp, same body). `close()`
 * cancels in-flight requests and pending retries so nothing keeps the process alive.
 */
export function createNotifier({ retryDelaysMs, now }: TNotifierOptions) {
  const deliveries: TDeliveryState[] = [];
  const inFlight = new Set<ClientRequest>();
  const waits = new Map<NodeJS.Timeout, () => void>();
  let isClosed = false;

  function post(webhook: TWebhook): Promise<number | null> {
    return new Promise((resolve) => {
      const headers = {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(webhook.rawBody),
        ...gatewaySignatureHeaders(webhook.secret, webhook.rawBody, now()),
      };
      const target = new URL(webhook.url);
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const options = { method: "POST", agent: false, timeout: DELIVERY_TIMEOUT_MS, headers };
      const request = send(target, options, (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      });
      inFlight.add(request);
      request.on("timeout", () => request.destroy(new Error("Webhook attempt timed out")));
      request.on("error", () => resolve(null));
      request.on("close", () => {
        inFlight.delete(request);
        resolve(null);
      });
      request.end(webhook.rawBody);
    });
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });
  }

  async function run(webhook: TWebhook, onFirstAttempt: () => void): Promise<void> {
    const delivery: TDeliveryState = { eventId: webhook.eventId, attempts: 0, lastStatus: null, done: false };
    deliveries.push(delivery);
    for (let attempt = 0; !isClosed; attempt += 1) {
      delivery.lastStatus = await post(webhook).catch(() => null);
      delivery.attempts += 1;
      if (attempt === 0) onFirstAttempt();
      if (delivery.lastStatus !== null && delivery.lastStatus >= 200 && delivery.lastStatus < 300) {
        delivery.done = true;
        return;
      }
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) return;
      await wait(delay);
    }
    onFirstAttempt();
  }

  return {
    /** Starts `copies` concurrent deliveries of one webhook; resolves when each first attempt has finished. */
    send(webhook: TWebhook, copies = 1): Promise<void> {
      const firstAttempts = Array.from(
        { length: copies },
        () => new Promise<void>((resolve) => void run(webhook, resolve)),
      );
      return Promise.all(firstAttempts).then(() => undefined);
    },

    deliveries(): TDeliveryState[] {
      return deliveries.map((delivery) => ({ ...delivery }));
    },

    close(): void {
      isClosed = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      for (const request of inFlight) request.destroy();
    },
  };
}

export type TNotifier = ReturnType<typeof createNotifier>;
