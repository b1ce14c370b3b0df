import type { TErrorCode } from "./error-codes.ts";

/** Every response body: `{ success, message, value }`; failures add a stable `code`. */
export type TSuccessEnvelope<T> = { success: true; message: string; value: T };
export type TFailureEnvelope = {
  success: false;
  code: TErrorCode;
  /** Translation key of the failure, e.g. `err_merchant_unknown`. */
  message: string;
  value: Record<string, unknown> | null;
};
export type TEnvelope<T> = TSuccessEnvelope<T> | TFailureEnvelope;

export const SUCCESS_MESSAGE = "success";
