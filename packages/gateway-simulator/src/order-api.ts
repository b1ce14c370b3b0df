import type { IncomingMessage, ServerResponse } from "node:http";
import { sendError } from "./gateway-error.ts";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyGatewaySignature } from "./gateway-signature.ts";
import { readBody, sendJson } from "./http-io.ts";
import type { TOrderBook } from "./order-book.ts";
import { parseOrderRequest } from "./parse-order-request.ts";

export type TOrderApiContext = {
  book: TOrderBook;
  baseUrl: () => string;
  secretFor: (merchantNo: string) => string | null;
  now: () => number;
};

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

/**
 * Checks who is calling: the merchant must be known and the body signed with its secret.
 * Answers the error itself and returns null when not; the error is signed once the secret is known.
 */
function authenticate(
  context: TOrderApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  merchantNo: string,
  rawBody: string,
): string | null {
  const secret = context.secretFor(merchantNo);
  if (secret === null) {
    sendError(response, "MERCHANT_UNKNOWN", `Unknown merchant ${merchantNo}`);
    return null;
  }
  const timestamp = header(request, TIMESTAMP_HEADER);
  const signature = header(request, SIGNATURE_HEADER);
  if (!verifyGatewaySignature({ secret, timestamp, signature, rawBody, nowMs: context.now() })) {
    sendError(response, "SIGNATURE_INVALID", "Signature or timestamp is invalid", {
      secret,
      nowMs: context.now(),
    });
    return null;
  }
  return secret;
}

/** `POST /api/orders`: creates an order (idempotent per merchantNo + orderNo) and answers its pay URL. */
export async function handleCreateOrder(
  context: TOrderApiContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const rawBody = await readBody(request);
  const body = parseJson(rawBody);
  const merchantNo = (body as { merchantNo?: unknown } | null)?.merchantNo;
  if (typeof merchantNo !== "string" || merchantNo === "") {
    sendError(response, "INVALID_REQUEST", "Body must be a JSON object with a merchantNo");
    return;
  }
  const secret = authenticate(context, request, response, merchantNo, rawBody);
  if (secret === null) return;
  const signing = { secret, nowMs: context.now() };
  const parsed = parseOrderRequest(body);
  if (!parsed.ok) return sendError(response, "INVALID_REQUEST", parsed.message, signing);
  const created = context.book.create(parsed.value);
  if (created.kind === "conflict") {
    return sendError(response, "ORDER_CONFLICT", "This orderNo already exists with another amount", signing);
  }
  const { gatewayOrderId } = created.order;
  const payUrl = `${context.baseUrl()}/pay/${gatewayOrderId}`;
  sendJson(response, 200, { gatewayOrderId, payUrl, status: "pending" }, signing);
}

/** `GET /api/orders/{id}?merchantNo=`: the order's current state, for the merchant to reconcile. */
export function handleQueryOrder(
  context: TOrderApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  gatewayOrderId: string,
  merchantNo: string | null,
): void {
  if (!merchantNo) {
    sendError(response, "INVALID_REQUEST", "merchantNo query parameter is required");
    return;
  }
  const secret = authenticate(context, request, response, merchantNo, "");
  if (secret === null) return;
  const signing = { secret, nowMs: context.now() };
  const order = context.book.find(gatewayOrderId);
  if (!order || order.merchantNo !== merchantNo) {
    sendError(response, "ORDER_NOT_FOUND", `No order ${gatewayOrderId} for this merchant`, signing);
    return;
  }
  const { orderNo, amount, currency, status } = order;
  sendJson(response, 200, { gatewayOrderId, orderNo, amount, currency, status }, signing);
}
