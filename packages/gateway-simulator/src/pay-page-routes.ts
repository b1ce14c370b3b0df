import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendHtml } from "./http-io.ts";
import type { TOrderBook, TSettledStatus, TSimOrder } from "./order-book.ts";
import { renderNotFoundPage, renderPayPage, renderResultPage } from "./pay-page.ts";

export type TPayPageContext = {
  book: TOrderBook;
  /** Settles a pending order and resolves once the first webhook attempt has finished. */
  settle: (order: TSimOrder, status: TSettledStatus) => Promise<void>;
};

/** `GET /pay/{id}`: the Pay / Fail page while pending, the result once settled. */
export function handlePayPage(
  context: TPayPageContext,
  response: ServerResponse,
  gatewayOrderId: string,
): void {
  const order = context.book.find(gatewayOrderId);
  if (!order) {
    sendHtml(response, 404, renderNotFoundPage());
    return;
  }
  sendHtml(response, 200, order.status === "pending" ? renderPayPage(order) : renderResultPage(order));
}

/**
 * `POST /pay/{id}/complete|fail`: the payer's decision. The result page is shown after the first
 * webhook attempt, so a payer returning to the merchant finds the deposit already notified.
 * An order already settled keeps its result and sends no second notification.
 */
export async function handlePayAction(
  context: TPayPageContext,
  request: IncomingMessage,
  response: ServerResponse,
  gatewayOrderId: string,
  status: TSettledStatus,
): Promise<void> {
  await readBody(request);
  const order = context.book.find(gatewayOrderId);
  if (!order) return sendHtml(response, 404, renderNotFoundPage());
  if (order.status === "pending") await context.settle(order, status);
  sendHtml(response, 200, renderResultPage(order));
}
