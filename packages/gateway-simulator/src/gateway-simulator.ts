import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sendError } from "./gateway-error.ts";
import { BodyTooLargeError, sendJson } from "./http-io.ts";
import { createNotifier, type TDeliveryState } from "./notifier.ts";
import { handleCreateOrder, handleQueryOrder } from "./order-api.ts";
import { createOrderBook, type TNotification, type TSettledStatus, type TSimOrder } from "./order-book.ts";
import { handlePayAction, handlePayPage } from "./pay-page-routes.ts";

export type { TSimOrder } from "./order-book.ts";

export type TGatewaySimulatorOptions = {
  /** 0 = any free port (default); the host is always 127.0.0.1. */
  port?: number;
  /** Each merchant's shared secret; null = unknown merchant. */
  secretFor: (merchantNo: string) => string | null;
  /** Clock in ms for timestamps (default Date.now). */
  now?: () => number;
  /** Webhook retry schedule. */
  retryDelaysMs?: number[];
};

export type TPayOptions = { status?: TSettledStatus; duplicates?: number; amount?: number };

export type TGatewaySimulator = {
  url: string;
  close(): Promise<void>;
  orders(): TSimOrder[];
  pay(gatewayOrderId: string, options?: TPayOptions): Promise<void>;
  deliveries(): TDeliveryState[];
};

export const DEFAULT_RETRY_DELAYS_MS = [200, 500, 1000, 2000, 5000, 10000];

const PAY_PATH = /^\/pay\/([^/]+)(?:\/(complete|fail))?$/;
const ORDER_PATH = /^\/api\/orders\/([^/]+)$/;

/**
 * Starts the payment-gateway simulator on 127.0.0.1: merchants create signed orders, payers
 * settle them on the pay page (or tests call `pay`), and the simulator notifies the merchant by
 * signed webhook with retries, exactly as a real gateway speaks the protocol.
 */
export async function startGatewaySimulator(options: TGatewaySimulatorOptions): Promise<TGatewaySimulator> {
  const { secretFor, now = Date.now, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = options;
  const book = createOrderBook(now);
  const notifier = createNotifier({ retryDelaysMs, now });
  let url = "";

  function deliver(order: TSimOrder, notification: TNotification, copies: number): Promise<void> {
    const secret = secretFor(order.merchantNo);
    if (secret === null) return Promise.reject(new Error(`Merchant ${order.merchantNo} has no secret`));
    const webhook = { url: order.notifyUrl, secret, eventId: notification.eventId };
    return notifier.send({ ...webhook, rawBody: JSON.stringify(notification) }, copies);
  }

  const settle = (order: TSimOrder, status: TSettledStatus) => deliver(order, book.settle(order, status), 1);
  const apiContext = { book, secretFor, now, baseUrl: () => url };
  const payPageContext = { book, settle };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    if (method === "GET" && pathname === "/health") return sendJson(response, 200, { ok: true });
    const isCreateOrder = method === "POST" && pathname === "/api/orders";
    if (isCreateOrder) return handleCreateOrder(apiContext, request, response);
    const orderMatch = ORDER_PATH.exec(pathname);
    if (method === "GET" && orderMatch?.[1]) {
      const merchantNo = searchParams.get("merchantNo");
      return handleQueryOrder(apiContext, request, response, orderMatch[1], merchantNo);
    }
    const payMatch = PAY_PATH.exec(pathname);
    const [, payId, action] = payMatch ?? [];
    if (payId && method === "GET" && !action) return handlePayPage(payPageContext, response, payId);
    if (payId && method === "POST" && action) {
      const status = action === "complete" ? "paid" : "failed";
      return handlePayAction(payPageContext, request, response, payId, status);
    }
    sendError(response, "NOT_FOUND", `No route for ${method} ${pathname}`);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      if (error instanceof BodyTooLargeError) {
        response.setHeader("Connection", "close");
        return sendError(response, "PAYLOAD_TOO_LARGE", "Request body is over 64 KiB");
      }
      sendError(response, "INTERNAL", error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orders: () => book.list(),
    deliveries: () => notifier.deliveries(),

    /**
     * Settles an order as if the payer acted and sends the webhook (plus `duplicates` concurrent
     * copies with the same eventId); resolves once each first attempt has finished. On an order
     * already settled it redelivers the original notification (same eventId and body).
     */
    async pay(gatewayOrderId, { status = "paid", duplicates = 0, amount } = {}) {
      const order = book.find(gatewayOrderId);
      if (!order) throw new Error(`Unknown gateway order ${gatewayOrderId}`);
      const earlier = order.notification;
      if (earlier && (earlier.status !== status || (amount !== undefined && amount !== earlier.amount))) {
        throw new Error(`Order ${gatewayOrderId} is already settled as ${earlier.status}`);
      }
      await deliver(order, book.settle(order, status, amount), 1 + duplicates);
    },

    close() {
      notifier.close();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
