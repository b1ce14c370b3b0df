import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { listOutboxMessages } from "./outbox-repo.ts";

const ZOutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/**
 * `GET /dev/outbox`: the SMS and emails the development senders stored, newest first. Registered
 * only when a sender is the outbox, which the configuration refuses in production.
 */
export async function messagingRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  if (ctx.messaging.sms.kind !== "outbox" && ctx.messaging.mail.kind !== "outbox") return;
  app.get("/dev/outbox", async (request) => {
    const { limit } = ZOutboxQuery.parse(request.query);
    const rows = await listOutboxMessages(ctx.database.db, limit);
    return ok(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
}
