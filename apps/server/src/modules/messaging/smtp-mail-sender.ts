import nodemailer from "nodemailer";
import { DeliveryError, type TMailSender } from "./message-senders.ts";

/** Sends email over SMTP (`smtp://user:pass@host:port` or `smtps://…`) with nodemailer. */
export function smtpMailSender(smtpUrl: string, from: string): TMailSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        throw new DeliveryError(`SMTP delivery failed: ${(error as Error).message}`);
      }
    },
    close: () => transport.close(),
  };
}
