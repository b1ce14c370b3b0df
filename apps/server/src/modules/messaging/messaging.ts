import type { TConfig } from "../../config.ts";
import type { TDb } from "../../db/database.ts";
import { httpSmsSender } from "./http-sms-sender.ts";
import { DeliveryError, type TMailSender, type TSmsSender } from "./message-senders.ts";
import { addOutboxMessage } from "./outbox-repo.ts";
import { smtpMailSender } from "./smtp-mail-sender.ts";

export type TMessaging = { sms: TSmsSender; mail: TMailSender; close(): void };

const unavailable = (what: string) => async () => {
  throw new DeliveryError(`${what} is not configured`);
};

/** Picks the SMS and mail senders the configuration asks for (README: SMS_PROVIDER, SMTP_URL). */
export function createMessaging(config: TConfig, db: TDb): TMessaging {
  const sms: TSmsSender =
    config.sms.provider === "http" && config.sms.url
      ? httpSmsSender(config.sms.url, config.sms.token)
      : config.sms.provider === "outbox"
        ? {
            kind: "outbox",
            send: (to, text) => addOutboxMessage(db, { channel: "sms", recipient: to, body: text }),
          }
        : { kind: "none", send: unavailable("SMS") };
  let close = () => {};
  let mail: TMailSender;
  if (config.mail.smtpUrl) {
    const smtp = smtpMailSender(config.mail.smtpUrl, config.mail.from);
    mail = smtp;
    close = smtp.close;
  } else if (config.mail.outbox) {
    mail = {
      kind: "outbox",
      send: (m) =>
        addOutboxMessage(db, { channel: "email", recipient: m.to, subject: m.subject, body: m.text }),
    };
  } else {
    mail = { kind: "none", send: unavailable("Email") };
  }
  return { sms, mail, close };
}
