import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { listMessages, markRead, unreadCount } from "./inbox-repo.ts";

/** The member's inbox: notification messages, unread count, mark read (spec §2 messageV2). */
export async function inboxRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;
  const serve = createServe(app, ctx);

  serve("unreadCount", async ({ member }) => ({ count: await unreadCount(db, member.id) }));

  serve("inboxMessages", async ({ member, input: { page, pageSize } }) => {
    const { rows, total } = await listMessages(db, member.id, pageSize, (page - 1) * pageSize);
    return { rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  });

  serve("inboxRead", async ({ member, input: { ids } }) => {
    await markRead(db, member.id, ids, ctx.now());
    ctx.walletEvents.publish("unread", [member.id]);
    return { count: await unreadCount(db, member.id) };
  });
}
