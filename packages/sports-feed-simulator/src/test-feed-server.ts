/**
 * A stand-in for Orchid's server in tests, on 127.0.0.1 and a free port: keeps every request and
 * answers from a list of canned answers (or a function), then `{applied, unknown: 0}` by default.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type TReceivedPush = { method: string; url: string; headers: IncomingHttpHeaders; rawBody: string };
export type TCannedAnswer = { status: number; body: unknown };

const accepted = (rawBody: string): TCannedAnswer => {
  let count = 0;
  try {
    count = (JSON.parse(rawBody) as { messages?: unknown[] }).messages?.length ?? 0;
  } catch {
    // Not JSON: nothing applied.
  }
  return { status: 200, body: { success: true, message: "success", value: { applied: count, unknown: 0 } } };
};

export async function startTestFeedServer(
  answers: TCannedAnswer[] | ((push: TReceivedPush) => TCannedAnswer | undefined) = [],
) {
  const received: TReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const push: TReceivedPush = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(push);
      const answer =
        (typeof answers === "function" ? answers(push) : answers.shift()) ?? accepted(push.rawBody);
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
