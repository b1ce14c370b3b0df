import { ApiError } from "@orchid/contract/api-error";
import { serverProblems } from "@orchid/contract/api-problems";
import { createApiClient, type TApiClient } from "@orchid/contract/client";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { importPublicKey, sealBody, type TCryptoKey } from "@orchid/contract/hybrid-encryption";
import { clearConsoleSession, useConsoleStore } from "../store/console-store.ts";

type TKey = { kid: string; key: TCryptoKey };
let sealingKey: Promise<TKey> | null = null;

async function fetchKey(): Promise<TKey> {
  const { kid, spki } = await client.request("publicKey");
  return { kid, key: await importPublicKey(spki) };
}

/** Seals the login body with the server's public key (fetched once, again after a rotation). */
async function seal(body: unknown): Promise<unknown> {
  sealingKey ??= fetchKey();
  try {
    const { kid, key } = await sealingKey;
    return await sealBody(body, key, kid);
  } catch (error) {
    sealingKey = null;
    throw error;
  }
}

const client = createApiClient({
  context: () => {
    const { merchant, token, pendingToken, language } = useConsoleStore.getState();
    return { merchant, token: token ?? pendingToken, language };
  },
  encryptBody: seal,
  onEncryptionKeyRejected: () => {
    sealingKey = null;
  },
});

function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "SESSION_EXPIRED" || error.code === "NOT_LOGGED_IN");
}

/** The console's one API client: the shared contract client with the console's session. */
export const api: TApiClient = {
  async request(name, input) {
    try {
      return await client.request(name, input);
    } catch (error) {
      const usesSession = ENDPOINTS[name].token && name !== "boTotp" && name !== "boLogout";
      if (usesSession && isSessionGone(error) && useConsoleStore.getState().token) clearConsoleSession();
      throw error;
    }
  },
};

/** Per-field translation keys of an INVALID_INPUT answer, keyed by the field's path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of serverProblems(error)) out[problem.field] ??= problem.key;
  return out;
}
