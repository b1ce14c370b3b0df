import type { IncomingMessage, ServerResponse } from "node:http";
import { gatewaySignatureHeaders } from "./gateway-signature.ts";

/** Largest request body the simulator reads; anything bigger is answered 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Thrown by `readBody` when the body passes `MAX_BODY_BYTES`. */
export class BodyTooLargeError extends Error {
  constructor() {
    super("Request body too large");
    this.name = "BodyTooLargeError";
  }
}

/** The whole request body as UTF-8 text; a body over 64 KiB is discarded unread and refused. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      request.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners("data");
        request.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * Answers JSON; signed with the merchant's secret when one is known (every order answer is),
 * unsigned otherwise (health, or a request whose merchant the simulator cannot name).
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  signing: { secret: string; nowMs: number } | null = null,
): void {
  const rawBody = JSON.stringify(body);
  const signature = signing ? gatewaySignatureHeaders(signing.secret, rawBody, signing.nowMs) : {};
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(rawBody),
    ...signature,
  });
  response.end(rawBody);
}

/** Answers a small HTML page. */
export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
  });
  response.end(html);
}
