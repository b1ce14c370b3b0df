import { importPublicKey, sealBody, type TCryptoKey } from "@orchid/contract/hybrid-encryption";
import { api } from "./api-client.ts";

type TKey = { kid: string; key: TCryptoKey };

let cached: Promise<TKey> | null = null;

async function fetchKey(): Promise<TKey> {
  const { kid, spki } = await api.request("publicKey");
  return { kid, key: await importPublicKey(spki) };
}

/**
 * Seals an encrypted call's body with the server's public key, fetched once per visit;
 * `isKeyStale` (the server refused the cached key) fetches it again first.
 */
export async function sealRequest(body: unknown, isKeyStale = false): Promise<unknown> {
  if (isKeyStale) cached = null;
  cached ??= fetchKey();
  try {
    const { kid, key } = await cached;
    return await sealBody(body, key, kid);
  } catch (error) {
    cached = null;
    throw error;
  }
}
