/** Something that delivers a text message to a phone number (E.164). */
export type TSmsSender = { kind: "outbox" | "http" | "none"; send(to: string, text: string): Promise<void> };

/** Something that delivers an email. */
export type TMailSender = {
  kind: "outbox" | "smtp" | "none";
  send(message: { to: string; subject: string; text: string }): Promise<void>;
};

/** Raised by a sender that could not deliver; the caller answers MESSAGE_UNAVAILABLE. */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryError";
  }
}
