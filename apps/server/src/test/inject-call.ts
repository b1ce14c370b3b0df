import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import type { TTestApp } from "./test-app.ts";

export type TCallOptions = {
  body?: unknown;
  /** The caller's address (inject's remote address); each test picks its own to keep limits apart. */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Seal the body with the server's current public key, as the web app does. */
  seal?: boolean;
  form?: boolean;
};

export type TCallResult = {
  status: number;
  body: { success: boolean; code?: string; message: string; value: unknown };
};

/** Calls the demo merchant's API the way the site does (Merchant and Language headers, token). */
export async function call(
  t: TTestApp,
  method: string,
  url: string,
  options: TCallOptions = {},
): Promise<TCallResult> {
  const headers: Record<string, string> = {
    host: "localhost:8080",
    merchant: "demo",
    language: "EN",
    // Refusals answer their translation keys, which the suites pin; the words have their own tests.
    "message-format": "key",
    ...options.headers,
  };
  if (options.token) headers.authorization = options.token;
  let payload: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.seal ? await seal(t, options.body) : options.body);
    }
  }
  const response = await t.app.inject({
    method: method as "GET",
    url,
    headers,
    payload,
    remoteAddress: options.ip ?? "127.0.0.1",
  });
  return { status: response.statusCode, body: response.json() };
}

/** Seals a body with the server's current key, at the server's (injectable) time. */
export async function seal(t: TTestApp, body: unknown) {
  const { kid, spki } = t.ctx.keys.current();
  return sealBody(body, await importPublicKey(spki), kid, t.ctx.now().getTime());
}
