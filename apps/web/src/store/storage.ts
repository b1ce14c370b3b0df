type TArea = "localStorage" | "sessionStorage";

/** Reads a key from web storage; private modes and blocked storage read as missing. */
export function readStored(area: TArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or removes, for null) a key; a storage that refuses is ignored, the session goes on. */
export function writeStored(area: TArea, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives in memory for this visit only.
  }
}
