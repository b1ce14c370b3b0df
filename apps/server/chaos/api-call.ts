/** An answer the server gave (any status), or a request that never got one. */
export type TApiReply =
  | { kind: "answer"; status: number; success: boolean; code: string | null; value: unknown }
  | { kind: "network"; error: string };

export type TApiRequest = {
  method: "GET" | "POST";
  path: string;
  token?: string;
  /** Sent as JSON; a string is sent as it is (to try a body that is not JSON). */
  body?: unknown;
  timeoutMs?: number;
};

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * One call of the demo merchant's API as the site makes it (`Merchant`, `Language`,
 * `Authorization` headers; the `{ success, code, value }` envelope). Never throws: a refused
 * connection, a reset or a timeout come back as a network reply the caller may retry.
 */
export async function apiCall(baseUrl: string, request: TApiRequest): Promise<TApiReply> {
  const headers: Record<string, string> = { Merchant: "demo", Language: "EN" };
  if (request.token) headers.Authorization = request.token;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
  }
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? ATTEMPT_TIMEOUT_MS),
    });
    const text = await response.text();
    let envelope: { success?: unknown; code?: unknown; value?: unknown } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = { success: false, code: "NOT_JSON", value: text.slice(0, 200) };
    }
    return {
      kind: "answer",
      status: response.status,
      success: envelope.success === true,
      code: typeof envelope.code === "string" ? envelope.code : null,
      value: envelope.value ?? null,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: "network", error: cause ?? (error instanceof Error ? error.name : String(error)) };
  }
}
