import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type TReceivedWebhook = { headers: IncomingHttpHeaders; rawBody: string };

/**
 * A merchant's webhook endpoint for tests, on 127.0.0.1: records every request and answers the
 * given statuses in turn (200 once they run out).
 */
export async function startTestReceiver(statuses: number[] = []) {
  const received: TReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(statuses.shift() ?? 200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
