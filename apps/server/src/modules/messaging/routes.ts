import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { listOutboxMessages } from "./outbox-repo.ts";

/**
 * `devOutbox`: the SMS and emails the development senders stored, newest first. Registered only
 * when a sender is the outbox, which the configuration refuses in production.
 */
export async function messagingRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  if (ctx.messaging.sms.kind !== "outbox" && ctx.messaging.mail.kind !== "outbox") return;
  const serve = createServe(app, ctx);
  serve("devOutbox", async ({ input: { limit } }) => {
    const rows = await listOutboxMessages(ctx.database.db, limit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
