import { ApiError } from "@orchid/contract/api-error";

/** A fresh idempotency key; `randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type TSubmitKeys = {
  /** The key for a submit of this request: the pending one if it is the same request, else a new one. */
  keyFor(fingerprint: string): string;
  /** The submit ended: keep its key only when it never reached the server (NETWORK_FAILED). */
  settle(error?: unknown): void;
};

/**
 * Idempotency keys of one money-moving form: every submit gets a new key, except that re-sending
 * the very same request after a network failure reuses it, so a request that did arrive is not
 * carried out twice. `fingerprint` names the request (its fields without the key).
 */
export function createSubmitKeys(makeKey: () => string = newIdempotencyKey): TSubmitKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    settle(error) {
      const isUnsent = error instanceof ApiError && error.code === "NETWORK_FAILED";
      if (!isUnsent) pending = null;
    },
  };
}
