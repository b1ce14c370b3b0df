import { createHmac } from "node:crypto";
import { DeliveryError, type TSmsSender } from "./message-senders.ts";

/**
 * Sends SMS through an HTTP gateway: `POST <url>` with JSON `{ to, text }`, a bearer token, and
 * an `X-Signature` header (HMAC-SHA256 of the body with the token) so the gateway can check it.
 * Any non-2xx answer or network failure is a delivery error.
 */
export function httpSmsSender(url: string, token: string | undefined, timeoutMs = 5_000): TSmsSender {
  return {
    kind: "http",
    async send(to, text) {
      const body = JSON.stringify({ to, text });
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (token) {
        headers.Authorization = `Bearer ${token}`;
        headers["X-Signature"] = createHmac("sha256", token).update(body).digest("hex");
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`SMS gateway unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}
