import { AppError } from "../../http/app-error.ts";

/** A money call that names a currency must name the merchant's: amounts are never converted. */
export function assertCurrency(merchant: { currency: string }, currency: string | undefined): void {
  if (currency !== undefined && currency !== merchant.currency) {
    throw new AppError("CURRENCY_MISMATCH", {
      fields: [{ field: "currency", path: "currency", key: "err_currency_mismatch" }],
      currency: merchant.currency,
    });
  }
}
