import { setTimeout as sleep } from "node:timers/promises";

/** PostgreSQL's "try again" answers: serialization failure and deadlock detected. */
const RETRYABLE = new Set(["40001", "40P01"]);
const ATTEMPTS = 5;

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a whole transaction again (after a short random pause) when PostgreSQL asks for a retry. */
export async function withTransactionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (!state || !RETRYABLE.has(state) || attempt >= ATTEMPTS) throw error;
      await sleep(5 + Math.floor(Math.random() * 20 * attempt));
    }
  }
}
