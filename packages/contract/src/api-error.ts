import { ERROR_CODES, type TErrorCode } from "./error-codes.ts";

/** A failed call as the web app sees it: stable code, HTTP status, translation key, details. */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly value: Record<string, unknown> | null;

  constructor(code: TErrorCode, value: Record<string, unknown> | null = null, status?: number) {
    super(ERROR_CODES[code].key);
    this.name = "ApiError";
    this.code = code;
    this.status = status ?? ERROR_CODES[code].status;
    this.value = value;
  }

  /** Translation key to show the user. */
  get key(): string {
    return ERROR_CODES[this.code].key;
  }
}
