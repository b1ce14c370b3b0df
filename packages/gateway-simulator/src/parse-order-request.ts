import type { TOrderRequest } from "./order-book.ts";

export type TParsedOrderRequest = { ok: true; value: TOrderRequest } | { ok: false; message: string };

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= maxLength;

function isHttpUrl(value: unknown): value is string {
  if (!isText(value, 2048)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Checks a create-order body field by field; the message names the first field that is wrong. */
export function parseOrderRequest(body: unknown): TParsedOrderRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "Body must be a JSON object" };
  }
  const fields = body as Record<string, unknown>;
  const { merchantNo, orderNo, amount, currency, notifyUrl, returnUrl } = fields;
  if (!isText(merchantNo, 64)) return { ok: false, message: "merchantNo must be a non-empty string" };
  if (!isText(orderNo, 64)) return { ok: false, message: "orderNo must be a string of 1 to 64 characters" };
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, message: "amount must be a positive integer in minor units" };
  }
  if (!isText(currency, 16)) return { ok: false, message: "currency must be a string of 1 to 16 characters" };
  if (!isHttpUrl(notifyUrl)) return { ok: false, message: "notifyUrl must be an http(s) URL" };
  if (!isHttpUrl(returnUrl)) return { ok: false, message: "returnUrl must be an http(s) URL" };
  return { ok: true, value: { merchantNo, orderNo, amount, currency, notifyUrl, returnUrl } };
}
