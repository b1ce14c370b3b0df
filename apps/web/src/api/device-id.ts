const STORAGE_KEY = "orchid.device";
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

let known: string | null = null;

/**
 * A random id this browser keeps (localStorage), sent as `X-Device-Id`: the server stores it when
 * the browser registers a member, so a once-per-device bonus pays one device once. It says nothing
 * about the person; where storage is unavailable the id lives for the page only.
 */
export function deviceId(storage: Pick<Storage, "getItem" | "setItem"> | null = safeStorage()): string {
  if (known) return known;
  const stored = storage?.getItem(STORAGE_KEY) ?? null;
  if (stored && DEVICE_ID.test(stored)) {
    known = stored;
    return stored;
  }
  const fresh = crypto.randomUUID();
  try {
    storage?.setItem(STORAGE_KEY, fresh);
  } catch {
    // Storage full or refused: the id still serves this page.
  }
  known = fresh;
  return fresh;
}

/** Forgets the id remembered in memory (tests). */
export function forgetDeviceId(): void {
  known = null;
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
