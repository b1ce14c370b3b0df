import { ApiError } from "./api-error.ts";
import type { TInputOf, TValueOf } from "./endpoint-io.ts";
import { ENDPOINTS, type TEndpoint, type TEndpointName } from "./endpoints.ts";
import type { TEnvelope } from "./envelope.ts";
import { isErrorCode } from "./error-codes.ts";

export type TClientContext = {
  merchant?: string | null;
  token?: string | null;
  language?: string | null;
  /** The id the site keeps for this browser (X-Device-Id): one welcome bonus per device. */
  device?: string | null;
};

export type TApiClientOptions = {
  /** Origin the paths are relative to; empty for same-origin. */
  baseUrl?: string;
  /** Read on every call so a login or language switch applies at once. */
  context: () => TClientContext;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Turns the body of an `encrypt` call into its wire form (set by the session module). */
  encryptBody?: (body: unknown) => Promise<unknown>;
  /**
   * The server no longer knows the key an `encrypt` call was sealed with: drop any cached key.
   * The client then seals and sends that call once more.
   */
  onEncryptionKeyRejected?: () => void;
};

export type TApiClient = {
  request<K extends TEndpointName>(name: K, input?: TInputOf<K>): Promise<TValueOf<K>>;
};

type TPrepared = { url: string; init: RequestInit };

async function prepare(endpoint: TEndpoint, input: unknown, options: TApiClientOptions): Promise<TPrepared> {
  const { merchant, token, language, device } = options.context();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (merchant) headers.Merchant = merchant;
  if (language) headers.Language = language;
  if (token) headers.Authorization = token;
  if (device) headers["X-Device-Id"] = device;

  const values = { ...((input ?? {}) as Record<string, unknown>) };
  // A path parameter (`/contracts/:id`) is filled from the input field of its name and leaves it.
  const path = endpoint.path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return whole;
    delete values[name];
    return encodeURIComponent(String(value));
  });
  let url = `${options.baseUrl ?? ""}${path}`;
  let body: string | undefined;
  const fields = Object.entries(values).filter(([, v]) => v !== undefined && v !== null);
  if (endpoint.method === "GET") {
    const query = new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else if (endpoint.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
  } else if (input !== undefined) {
    headers["Content-Type"] = "application/json";
    const payload = endpoint.encrypt && options.encryptBody ? await options.encryptBody(input) : input;
    body = JSON.stringify(payload);
  }
  return { url, init: { method: endpoint.method, headers, body } };
}

/** The typed client the web app uses: adds the context headers and unwraps the envelope. */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function request<K extends TEndpointName>(name: K, input?: TInputOf<K>): Promise<TValueOf<K>> {
    const endpoint = ENDPOINTS[name];
    try {
      return await send<K>(endpoint, input);
    } catch (error) {
      const isKeyRejected = error instanceof ApiError && error.code === "ENCRYPTION_KEY_UNKNOWN";
      if (!isKeyRejected || !endpoint.encrypt || !options.onEncryptionKeyRejected) throw error;
      options.onEncryptionKeyRejected();
      return send<K>(endpoint, input);
    }
  }

  async function send<K extends TEndpointName>(endpoint: TEndpoint, input: unknown): Promise<TValueOf<K>> {
    const { url, init } = await prepare(endpoint, input, options);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ApiError("NETWORK_FAILED");
    }
    let envelope: TEnvelope<TValueOf<K>>;
    try {
      envelope = (await response.json()) as TEnvelope<TValueOf<K>>;
    } catch {
      throw new ApiError(
        response.status >= 500 || response.status === 0 ? "NETWORK_FAILED" : "INTERNAL",
        null,
        response.status,
      );
    }
    if (envelope.success) return envelope.value;
    const code = isErrorCode(envelope.code) ? envelope.code : "INTERNAL";
    throw new ApiError(code, envelope.value ?? null, response.status);
  }

  return { request };
}
