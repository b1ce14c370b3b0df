import { reconnectDelay } from "../wallet/reconnect-delay.ts";
import { readBookPush, type TBookPush } from "./book-push.ts";

/** The book's live socket on this page's host: `ws(s)://host/sb/ws?merchant=…`. */
export function bookSocketUrl(merchant: string, where: Location = window.location): string {
  const scheme = where.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${where.host}/sb/ws?merchant=${encodeURIComponent(merchant)}`;
}

export type TBookSocket = {
  /** The events to hear about now (replaces the last list; sent again on every reconnect). */
  watch(eventIds: readonly number[]): void;
  close(): void;
};

/**
 * The book's live prices: connects, tells the server the events watched, hands each push on
 * and reconnects with back-off (1 s → 30 s) whenever the connection drops.
 */
export function startBookSocket(merchant: string, onPush: (push: TBookPush) => void): TBookSocket {
  let socket: WebSocket | null = null;
  let timer: number | undefined;
  let attempt = 0;
  let isStopped = false;
  let watched: readonly number[] = [];
  let sent = "";

  function send(): void {
    const message = JSON.stringify({ type: "watch", eventIds: watched });
    if (socket?.readyState !== WebSocket.OPEN || message === sent) return;
    socket.send(message);
    sent = message;
  }

  function connect(): void {
    if (isStopped) return;
    const next = new WebSocket(bookSocketUrl(merchant));
    socket = next;
    sent = "";
    next.addEventListener("open", () => {
      attempt = 0;
      send();
    });
    next.addEventListener("message", (event: MessageEvent) => {
      const push = readBookPush(event.data);
      if (push) onPush(push);
    });
    next.addEventListener("close", () => {
      if (isStopped || socket !== next) return;
      timer = window.setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    });
  }

  connect();
  return {
    watch(eventIds) {
      watched = eventIds;
      send();
    },
    close() {
      isStopped = true;
      window.clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}
