import { createSlipKeys, type TSlipKeys } from "../lottery/slip-request-key.ts";

export type TLineKeys = {
  /** The key to place this line with: the last try's while the line is unchanged. */
  keyFor(lineId: string, fingerprint: string): string;
  /** The line was placed: the next one, even the same bet again, is new and gets a new key. */
  placed(lineId: string): void;
};

/**
 * Request keys per slip line. Retrying the very same line (after a lost answer, or a double
 * click) sends the key of the last try, so the book places it at most once; a changed line
 * (stake, prices, setting) or a placed one gets a fresh key.
 */
export function createLineKeys(makeKey?: () => string): TLineKeys {
  const lines = new Map<string, TSlipKeys>();
  return {
    keyFor(lineId, fingerprint) {
      let keys = lines.get(lineId);
      if (!keys) {
        keys = createSlipKeys(makeKey);
        lines.set(lineId, keys);
      }
      return keys.keyFor(fingerprint);
    },
    placed(lineId) {
      lines.get(lineId)?.placed();
    },
  };
}
