import { ZInboxQuery, ZInboxReadRequest } from "@orchid/contract/inbox";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { requireMember } from "../session/session-service.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { listMessages, markRead, unreadCount } from "./inbox-repo.ts";

/** The member's inbox: notification messages, unread count, mark read (spec §2 messageV2). */
export async function inboxRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;

  app.get("/wps/inbox/unread", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id);
    return ok({ count: await unreadCount(db, member.id) });
  });

  app.get("/wps/inbox/messages", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id);
    const { page, pageSize } = ZInboxQuery.parse(request.query);
    const { rows, total } = await listMessages(db, member.id, pageSize, (page - 1) * pageSize);
    return ok({ rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) });
  });

  app.post("/wps/inbox/read", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id);
    const { ids } = ZInboxReadRequest.parse(request.body ?? {});
    await markRead(db, member.id, ids, ctx.now());
    ctx.walletEvents.publish("unread", [member.id]);
    return ok({ count: await unreadCount(db, member.id) });
  });
}
