import { SUCCESS_MESSAGE, type TFailureEnvelope, type TSuccessEnvelope } from "@orchid/contract/envelope";
import { ERROR_CODES, type TErrorCode } from "@orchid/contract/error-codes";

export function ok<T>(value: T): TSuccessEnvelope<T> {
  return { success: true, message: SUCCESS_MESSAGE, value };
}

export function failure(code: TErrorCode, value: Record<string, unknown> | null = null): TFailureEnvelope {
  return { success: false, code, message: ERROR_CODES[code].key, value };
}
