import type { ServerResponse } from "node:http";
import { sendJson } from "./http-io.ts";

export type TGatewayErrorCode =
  | "INVALID_REQUEST"
  | "SIGNATURE_INVALID"
  | "MERCHANT_UNKNOWN"
  | "ORDER_CONFLICT"
  | "ORDER_NOT_FOUND"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "INTERNAL";

const ERROR_STATUS: Record<TGatewayErrorCode, number> = {
  INVALID_REQUEST: 400,
  SIGNATURE_INVALID: 401,
  MERCHANT_UNKNOWN: 404,
  ORDER_CONFLICT: 409,
  ORDER_NOT_FOUND: 404,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
};

/** Answers `{ code, message }` with the code's HTTP status; signed when the merchant's secret is known. */
export function sendError(
  response: ServerResponse,
  code: TGatewayErrorCode,
  message: string,
  signing: { secret: string; nowMs: number } | null = null,
): void {
  sendJson(response, ERROR_STATUS[code], { code, message }, signing);
}
