// The route below takes `websocket: true`, which the plugin adds to Fastify's route options.
import type {} from "@fastify/websocket";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { type TBookSocketMessage, ZBookSocketMessage } from "@orchid/contract/sportsbook";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { TAppContext } from "../../../app-context.ts";
import { priceFor } from "../board/board-presenter.ts";
import type { BookSettingsCache } from "../book-settings.ts";
import type { BookEvents, TBookChange } from "./book-events.ts";

/** The most events one page watches. */
const MAX_WATCHED = 200;
/** A page's message is small; anything longer is not one. */
const MAX_MESSAGE = 4_000;

/**
 * `GET /sb/ws?merchant=<code>` (WebSocket): live prices for anyone on the merchant's site. The
 * page sends `{"type":"watch","eventIds":[…]}` with the events it shows (again whenever they
 * change); the server pushes each change of those events' prices (at the merchant's margins),
 * markets and states as the feed makes it. Registered from its contract entry, as the balance
 * socket is.
 */
export async function bookSocketRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  live: BookEvents,
  settings: BookSettingsCache,
): Promise<void> {
  const entry = ENDPOINTS.bookSocket;
  app.route({
    method: entry.method,
    url: entry.path,
    websocket: true,
    handler: (socket: WebSocket, request) => void watchBoard(ctx, live, settings, socket, request),
  });
}

async function watchBoard(
  ctx: TAppContext,
  live: BookEvents,
  settings: BookSettingsCache,
  socket: WebSocket,
  request: FastifyRequest,
): Promise<void> {
  const code = String((request.query as { merchant?: unknown }).merchant ?? "").toLowerCase();
  const merchant = code.length <= 32 ? await ctx.merchants.byMerchantCode(code) : undefined;
  if (!merchant) {
    socket.close(1008, "merchant");
    return;
  }
  let watched = new Set<number>();
  socket.on("message", (data) => {
    const text = data.toString();
    if (text.length > MAX_MESSAGE) return;
    try {
      const message = ZBookSocketMessage.parse(JSON.parse(text));
      if (message.type === "watch") watched = new Set(message.eventIds.slice(0, MAX_WATCHED));
    } catch {
      // Not a message the page sends: ignored.
    }
  });
  const stop = live.subscribe((change) => {
    if (!watched.has(change.eventId) || socket.readyState !== socket.OPEN) return;
    void textOf(change, merchant.id, settings)
      .then((text) => socket.send(text))
      .catch(() => {});
  });
  socket.on("close", stop);
}

/** Each change's text per merchant, made once however many of its pages watch the event. */
const texts = new WeakMap<TBookChange, Map<number, Promise<string>>>();

function textOf(change: TBookChange, merchantId: number, cache: BookSettingsCache): Promise<string> {
  const byMerchant = texts.get(change) ?? new Map<number, Promise<string>>();
  texts.set(change, byMerchant);
  let text = byMerchant.get(merchantId);
  if (!text) {
    text = messageOf(change, merchantId, cache).then((message) => JSON.stringify(message));
    byMerchant.set(merchantId, text);
  }
  return text;
}

async function messageOf(
  change: TBookChange,
  merchantId: number,
  cache: BookSettingsCache,
): Promise<TBookSocketMessage> {
  if (change.type !== "odds") return { ...change, state: change.state } as TBookSocketMessage;
  const settings = await cache.get(merchantId);
  return {
    type: "odds",
    eventId: change.eventId,
    selections: change.selections.map((selection) => ({
      id: selection.id,
      odds: priceFor(settings, selection.marketType, selection.odds),
      open: selection.open,
    })),
    at: change.at,
  };
}
