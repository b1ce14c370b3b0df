import { ERROR_CODES, type TErrorCode } from "@orchid/contract/error-codes";

/** The one error type services throw; the error handler turns it into a failure envelope. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: Record<string, unknown> | null;

  constructor(code: TErrorCode, details: Record<string, unknown> | null = null) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}
