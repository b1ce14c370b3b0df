import { randomBytes } from "node:crypto";
import type { ZFeedbackQuery, ZFeedbackRequest } from "@orchid/contract/feedback";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { pageOf } from "../../../http/paging.ts";
import type { TMember } from "../../accounts/index.ts";
import { findMediaMeta } from "../../media/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { plainName } from "../../operators/index.ts";
import type { TClientInfo } from "../../session/index.ts";
import { insertFeedback, listFeedback, recentFeedback, type TFeedbackRow } from "./feedback-repo.ts";

/** Feedback one member (or one address, for visitors) may send per hour. */
const PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export const presentFeedback = (row: TFeedbackRow) => ({
  id: row.id,
  reference: row.reference,
  type: row.type as never,
  content: row.content,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/**
 * `PUT /wps/feedback`: a visitor's or member's feedback; images only a member's own uploads. At
 * most five an hour per member or address: the count is taken under a per-sender advisory lock,
 * so a burst cannot pass it together.
 */
export async function sendFeedback(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  member: TMember | null,
  input: z.output<typeof ZFeedbackRequest>,
  client: TClientInfo,
) {
  // NUL cannot be stored in text; other characters of a message stay as written.
  const content = input.content.replaceAll(String.fromCharCode(0), "");
  const contact = input.contact ? plainName(input.contact, "contact") || null : null;
  const imageIds = [...new Set(input.imageIds ?? [])];
  if (imageIds.length > 0 && !member) throw invalidField("imageIds");
  return ctx.database.db.transaction(async (tx) => {
    for (const id of imageIds) {
      const image = await findMediaMeta(tx, id);
      if (!image || image.memberId !== member?.id) throw invalidField("imageIds");
    }
    const sender = member ? `member:${member.id}` : `ip:${client.ip}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${merchant.id}:${sender}`}))`);
    const recent = await recentFeedback(
      tx,
      merchant.id,
      { memberId: member?.id ?? null, ip: client.ip },
      new Date(client.at.getTime() - HOUR_MS),
    );
    if (recent >= PER_HOUR) throw new AppError("RATE_LIMITED", { retryAfterSeconds: 3_600 });
    const reference = `FB${randomBytes(5).toString("hex").toUpperCase()}`;
    const id = await insertFeedback(tx, {
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      reference,
      type: input.type,
      content,
      imageIds,
      contact,
      ip: client.ip,
      at: client.at,
    });
    return { id, reference };
  });
}

/** `GET /wps/feedback/mine`. */
export async function myFeedback(
  ctx: Pick<TAppContext, "database">,
  member: TMember,
  query: z.output<typeof ZFeedbackQuery>,
) {
  const page = await listFeedback(ctx.database.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(page.rows.map(presentFeedback), page.total, query.page, query.pageSize);
}
