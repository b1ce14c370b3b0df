/**
 * Encrypted payloads (spec §6): the body is sealed with a fresh AES-256-GCM key, and that key
 * with the server's RSA-OAEP-256 public key. WebCrypto only, so the browser and Node share it.
 * The sealed text carries the time it was made, so a captured body cannot be replayed later.
 */
export type TEncryptedBody = { kid: string; key: string; iv: string; data: string };

/** WebCrypto's key type, named without the DOM library so Node-only code can use this file. */
export type TCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export const ENCRYPTION_ALGORITHM = "RSA-OAEP-256+A256GCM";

/** How long a sealed body stays acceptable (clock skew included). */
export const SEALED_BODY_MAX_AGE_MS = 10 * 60_000;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = "";
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

export function isEncryptedBody(body: unknown): body is TEncryptedBody {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.kid === "string" &&
    typeof b.key === "string" &&
    typeof b.iv === "string" &&
    typeof b.data === "string" &&
    Object.keys(b).length === 4
  );
}

/** Imports the server's public key (SPKI, base64) for sealing. */
export function importPublicKey(spki: string): Promise<TCryptoKey> {
  return crypto.subtle.importKey("spki", fromBase64(spki), { name: "RSA-OAEP", hash: "SHA-256" }, false, [
    "encrypt",
  ]);
}

/** Seals a JSON body for the key `kid`. */
export async function sealBody(
  body: unknown,
  publicKey: TCryptoKey,
  kid: string,
  now = Date.now(),
): Promise<TEncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ts: now, body }));
  const data = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(kid) },
    aesKey,
    plain,
  );
  const rawKey = await crypto.subtle.exportKey("raw", aesKey);
  const key = await crypto.subtle.encrypt({ name: "RSA-OAEP" }, publicKey, rawKey);
  return { kid, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Opens a sealed body with the matching private key; throws on any tampering. */
export async function openBody(
  sealed: TEncryptedBody,
  privateKey: TCryptoKey,
): Promise<{ ts: number; body: unknown }> {
  const rawKey = await crypto.subtle.decrypt({ name: "RSA-OAEP" }, privateKey, fromBase64(sealed.key));
  const aesKey = await crypto.subtle.importKey("raw", rawKey, { name: "AES-GCM" }, false, ["decrypt"]);
  const plain = await crypto.subtle.decrypt(
    {
      name: "AES-GCM",
      iv: fromBase64(sealed.iv),
      additionalData: new TextEncoder().encode(sealed.kid),
    },
    aesKey,
    fromBase64(sealed.data),
  );
  const parsed = JSON.parse(new TextDecoder().decode(plain)) as { ts?: unknown; body?: unknown };
  if (typeof parsed.ts !== "number") throw new Error("sealed body without a time");
  return { ts: parsed.ts, body: parsed.body };
}
