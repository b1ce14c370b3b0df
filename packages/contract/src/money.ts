import { z } from "zod";

/**
 * Money travels as integers in minor units (cents for a two-decimal currency); the web app turns
 * them into major units only to show them. One call moves at most this much.
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

/** A positive whole amount in minor units: no fractions, no zero, no negatives, nothing huge. */
export const ZAmountMinor = z.number().int().positive().max(MAX_AMOUNT_MINOR);

/** Minor units per major unit of every currency the platform runs (two decimals, spec §9). */
export const MINOR_PER_MAJOR = 100;

/**
 * The client's name for one money-moving action. Sending the same key again answers the first
 * result and moves nothing; the same key with a different request is refused.
 */
export const ZIdempotencyKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/**
 * The currency a client believes it is paying in (optional). When sent it must be the merchant's
 * currency: amounts are minor units of that currency, never converted.
 */
export const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3,5}$/)
  .optional();

/** Date presets of spec §9 plus today; `custom` takes `from` and `to` (yyyy-MM-dd, merchant time zone). */
export const DATE_PRESETS = ["today", "last7", "last30", "next7", "next30", "custom"] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A period filter of a record page. */
export const ZPeriodQuery = z.object({
  preset: z.enum(DATE_PRESETS).default("last7"),
  from: ZDay.optional(),
  to: ZDay.optional(),
});

/** A page of a record list (1-based). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type TPage<T> = { rows: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** The answer schema of a paged list of `row`. */
export function zPage<R extends z.ZodType>(row: R) {
  return z.object({
    rows: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
