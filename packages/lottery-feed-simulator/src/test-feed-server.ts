import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type TReceivedPush = { url: string; headers: IncomingHttpHeaders; rawBody: string };
export type TCannedAnswer = { status: number; body: unknown };

/**
 * A stand-in for the server in tests, on 127.0.0.1: records every request and answers the given
 * answers in turn (200 `accepted` once they run out).
 */
export async function startTestFeedServer(answers: TCannedAnswer[] = []) {
  const received: TReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      received.push({ url: request.url ?? "", headers: request.headers, rawBody });
      const answer = answers.shift() ?? {
        status: 200,
        body: { success: true, message: "success", value: { outcome: "accepted" } },
      };
      response
        .writeHead(answer.status, { "Content-Type": "application/json" })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
