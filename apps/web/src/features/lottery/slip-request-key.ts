/** The server's request key rule: 8–64 of letters, digits and `_ . : -`. */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

/** A fresh request key: "slip-" and 32 hex digits from the cryptographic generator. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `slip-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export type TSlipKeys = {
  /** The key to send this slip with: the same as the last attempt's while the slip is unchanged. */
  keyFor(fingerprint: string): string;
  /** The slip was placed: the next one, even an identical one, is a new slip with a new key. */
  placed(): void;
};

/**
 * Request keys of the slip being placed. Every try of one slip (a double click, a retry after a
 * refusal or a lost answer) sends the same key, so the server places it at most once and
 * answers the first placing again; a changed slip (`fingerprint`: game, issue and entries) or a
 * slip placed gets a new key.
 */
export function createSlipKeys(makeKey: () => string = newRequestKey): TSlipKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    placed() {
      pending = null;
    },
  };
}
