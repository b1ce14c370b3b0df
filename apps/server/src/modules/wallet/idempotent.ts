import { createHash } from "node:crypto";
import type { TErrorCode } from "@orchid/contract/error-codes";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { withTransactionRetry } from "./transaction-retry.ts";

/** Whose key it is (`member:<id>`, `operator:<id>`), and the request it names. */
export type TIdempotentCall = { merchantId: number; scope: string; key: string; request: unknown };

/** Failures a retry under the same key may get past: these are not remembered. */
const TRANSIENT: ReadonlySet<TErrorCode> = new Set([
  "GATEWAY_UNAVAILABLE",
  "RATE_LIMITED",
  "INTERNAL",
  // A member at a quota of open orders gets past it once one of them settles.
  "DEPOSIT_LIMIT_REACHED",
]);

export type TStoredRow = {
  request_hash: string;
  outcome: "ok" | "failed";
  response: unknown;
  error_code: string | null;
};

/** A stable hash of the request (object keys sorted), so key order on the wire does not matter. */
export function requestHash(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex");
}

/** JSON with object keys sorted (undefined left out): equal values give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a money-moving call at most once per key. The key is claimed in the same transaction as
 * the money moves, so a crash leaves either both or neither. The same key again answers the
 * stored result (or the stored failure); a concurrent duplicate waits for the first to commit
 * and then answers its result. The same key with a different request is IDEMPOTENCY_MISMATCH.
 */
export async function runIdempotent<T>(
  db: TDb,
  call: TIdempotentCall,
  work: (tx: TTx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(call.request);
  const result = await withTransactionRetry(() =>
    db.transaction(async (tx): Promise<{ value: T } | { refused: AppError }> => {
      const claimed = rowsOf(
        await tx.execute(sql`
          insert into idempotency_requests (merchant_id, scope, key, request_hash, outcome)
          values (${call.merchantId}, ${call.scope}, ${call.key}, ${hash}, 'ok')
          on conflict do nothing
          returning 1 as claimed`),
      );
      if (claimed.length === 0) return { value: await replay<T>(tx, call, hash) };
      try {
        const value = await tx.transaction((inner) => work(inner));
        await tx.execute(sql`
          update idempotency_requests set response = ${JSON.stringify(value ?? null)}::jsonb
          where merchant_id = ${call.merchantId} and scope = ${call.scope} and key = ${call.key}`);
        return { value };
      } catch (error) {
        if (
          !(error instanceof AppError) ||
          TRANSIENT.has(error.code) ||
          error.code === "IDEMPOTENCY_MISMATCH"
        )
          throw error;
        // The refusal is stored in the claiming transaction: a duplicate waiting on the key sees it.
        await tx.execute(sql`
          update idempotency_requests set outcome = 'failed', error_code = ${error.code},
            response = ${JSON.stringify(error.details)}::jsonb
          where merchant_id = ${call.merchantId} and scope = ${call.scope} and key = ${call.key}`);
        return { refused: error };
      }
    }),
  );
  if ("refused" in result) throw result.refused;
  return result.value;
}

async function replay<T>(tx: TTx, call: TIdempotentCall, hash: string): Promise<T> {
  const [row] = rowsOf<TStoredRow>(
    await tx.execute(sql`
      select request_hash, outcome, response, error_code from idempotency_requests
      where merchant_id = ${call.merchantId} and scope = ${call.scope} and key = ${call.key}`),
  );
  if (!row) throw new AppError("CONFLICT");
  return storedOutcome<T>(row, hash);
}

/** What a key already answered: its stored result, or its stored refusal thrown again. */
export function storedOutcome<T>(row: TStoredRow, hash: string): T {
  if (row.request_hash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
  if (row.outcome === "failed")
    throw new AppError(
      (row.error_code ?? "CONFLICT") as TErrorCode,
      (row.response as Record<string, unknown>) ?? null,
    );
  return row.response as T;
}
