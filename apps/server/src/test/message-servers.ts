import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes so a test can read a link in the mail. */
function readableText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpServer(): Promise<{
  url: string;
  mails: TReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: readableText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TGatewayMessage = { to: string; text: string };

/**
 * An SMS gateway stand-in on 127.0.0.1: checks the bearer token and the X-Signature HMAC of the
 * body, records what it accepted, and answers 500 while `failing` is set.
 */
export async function startSmsGateway(token: string) {
  const state = { failing: false, messages: [] as TGatewayMessage[], refused: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const expected = Buffer.from(createHmac("sha256", token).update(body).digest("hex"));
      const signature = Buffer.from(String(request.headers["x-signature"] ?? ""));
      const isSigned = signature.length === expected.length && timingSafeEqual(signature, expected);
      if (request.headers.authorization !== `Bearer ${token}` || !isSigned) {
        state.refused += 1;
        response.writeHead(401).end();
        return;
      }
      if (state.failing) {
        state.messages.push({ ...JSON.parse(body.toString("utf8")), failed: true });
        response.writeHead(500).end();
        return;
      }
      state.messages.push(JSON.parse(body.toString("utf8")));
      response.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
