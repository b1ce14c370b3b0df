import { ApiError } from "@orchid/contract/api-error";

/** The translation key to show for any failure; unknown errors read as a system error. */
export function errorKeyOf(error: unknown): string {
  return error instanceof ApiError ? error.key : "err_system";
}
