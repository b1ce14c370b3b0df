import type { TErrorCode } from "./error-codes.ts";

/** Every response body: `{ success, message, value }`; failures add a stable `code`. */
export type TSuccessEnvelope<T> = { success: true; message: string; value: T };
export type TFailureEnvelope = {
  success: false;
  code: TErrorCode;
  /**
   * The failure in words, in the request's `Language` (English by default); its translation key
   * (e.g. `err_merchant_unknown`) when the request sends `Message-Format: key`.
   */
  message: string;
  value: Record<string, unknown> | null;
};
export type TEnvelope<T> = TSuccessEnvelope<T> | TFailureEnvelope;

export const SUCCESS_MESSAGE = "success";
