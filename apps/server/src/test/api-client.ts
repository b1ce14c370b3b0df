import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { ENDPOINTS, type TEndpointName } from "@orchid/contract/endpoints";
import type { TFailureEnvelope, TSuccessEnvelope } from "@orchid/contract/envelope";
import { call, type TCallResult } from "./inject-call.ts";
import type { TTestApp } from "./test-app.ts";

export type TApiCallOptions = {
  token?: string;
  /** The caller's address (inject's remote address); each test picks its own to keep limits apart. */
  ip?: string;
  merchant?: string;
  language?: string;
  headers?: Record<string, string>;
};

/** What a call answered: its status and its envelope, the value typed by the call's answer schema. */
export type TApiResult<K extends TEndpointName> = {
  status: number;
  body: TSuccessEnvelope<TValueOf<K>> | TFailureEnvelope;
};

/** Puts path parameters (`:id`) into the path and leaves the rest of the input. */
function fillPath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const url = path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/**
 * Calls the API by its contract name, the way the site does: the method, path, body kind (query,
 * JSON, form or sealed) come from the entry, and the answer is typed by its schema, so a test reads
 * `body.value` without `any`.
 */
export async function callApi<K extends TEndpointName>(
  t: TTestApp,
  name: K,
  input?: TInputOf<K>,
  options: TApiCallOptions = {},
): Promise<TApiResult<K>> {
  const entry = ENDPOINTS[name];
  const { url, rest } = fillPath(entry.path, (input ?? {}) as Record<string, unknown>);
  const headers: Record<string, string> = { ...options.headers };
  if (options.merchant) headers.merchant = options.merchant;
  if (options.language) headers.language = options.language;
  const common = { token: options.token, ip: options.ip, headers };
  let result: TCallResult;
  if (entry.body === "none") {
    const fields = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null);
    const query = new URLSearchParams(fields.map(([key, value]): [string, string] => [key, String(value)]));
    result = await call(t, entry.method, query.size > 0 ? `${url}?${query}` : url, common);
  } else {
    result = await call(t, entry.method, url, {
      ...common,
      body: input === undefined ? undefined : rest,
      seal: entry.body === "sealed",
      form: entry.body === "form",
    });
  }
  // The envelope as the contract types it: outside production the server itself checks each
  // answer against the call's schema, so a drift fails the test there.
  return { status: result.status, body: result.body as TApiResult<K>["body"] };
}

/** The value of a call that must have succeeded (a failed one throws with its code). */
export function okValue<K extends TEndpointName>(result: TApiResult<K>): TValueOf<K> {
  if (!result.body.success) throw new Error(`call refused: ${result.status} ${result.body.code}`);
  return result.body.value;
}

/** The failure envelope of a call that must have been refused (a success throws). */
export function failureOf<K extends TEndpointName>(result: TApiResult<K>): TFailureEnvelope {
  if (result.body.success) throw new Error(`call succeeded, a refusal was expected: ${result.status}`);
  return result.body;
}
