import { createHash } from "node:crypto";
import type { TErrorCode } from "@orchid/contract/error-codes";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { withTransactionRetry } from "./transaction-retry.ts";

/** Whose key it is (`member:<id>`, `operator:<id>`), and the request it names. */
export type TIdempotentCall = { merchantId: number; scope: string; key: string; request: unknown };

/** Failures a retry under the same key may get past: these are not remembered. */
const TRANSIENT: ReadonlySet<TErrorCode> = new Set(["GATEWAY_UNAVAILABLE", "RATE_LIMITED", "INTERNAL"]);

type TStoredRow = {
  request_hash: string;
  outcome: "ok" | "failed";
  response: unknown;
  error_code: string | null;
};

/** A stable hash of the request (object keys sorted), so key order on the wire does not matter. */
export function requestHash(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex");
}

function stableJson(value: unknown): string {
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
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const claimed = rowsOf(
          await tx.execute(sql`
            insert into idempotency_requests (merchant_id, scope, key, request_hash, outcome)
            values (${call.merchantId}, ${call.scope}, ${call.key}, ${hash}, 'ok')
            on conflict do nothing
            returning 1 as claimed`),
        );
        if (claimed.length === 0) return replay<T>(tx, call, hash);
        const value = await work(tx);
        await tx.execute(sql`
          update idempotency_requests set response = ${JSON.stringify(value ?? null)}::jsonb
          where merchant_id = ${call.merchantId} and scope = ${call.scope} and key = ${call.key}`);
        return value;
      }),
    );
  } catch (error) {
    if (error instanceof AppError && !TRANSIENT.has(error.code))
      await rememberFailure(db, call, hash, error.code);
    throw error;
  }
}

async function replay<T>(tx: TTx, call: TIdempotentCall, hash: string): Promise<T> {
  const [row] = rowsOf<TStoredRow>(
    await tx.execute(sql`
      select request_hash, outcome, response, error_code from idempotency_requests
      where merchant_id = ${call.merchantId} and scope = ${call.scope} and key = ${call.key}`),
  );
  if (!row) throw new AppError("CONFLICT");
  if (row.request_hash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
  if (row.outcome === "failed") throw new AppError((row.error_code ?? "CONFLICT") as TErrorCode);
  return row.response as T;
}

/** Stores a failure under the key (unless the key already holds an outcome). */
async function rememberFailure(
  db: TDb,
  call: TIdempotentCall,
  hash: string,
  code: TErrorCode,
): Promise<void> {
  if (code === "IDEMPOTENCY_MISMATCH") return;
  await db.execute(sql`
    insert into idempotency_requests (merchant_id, scope, key, request_hash, outcome, error_code)
    values (${call.merchantId}, ${call.scope}, ${call.key}, ${hash}, 'failed', ${code})
    on conflict do nothing`);
}
