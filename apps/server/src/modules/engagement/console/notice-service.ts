import type { TBoDeleteRequest, TBoNotice, ZBoNoticeRequest } from "@orchid/contract/backoffice-content";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { plainText } from "../../operators/index.ts";
import { auditedNotice, presentConsoleNotice } from "./content-presenter.ts";
import {
  deleteNotice as deleteNoticeRow,
  insertNotice,
  listNotices,
  lockNotice,
  type TNoticeRow,
  type TNoticeValues,
  updateNotice,
} from "./content-repo.ts";
import { deleteContentRow, saveContentRow, type TContentKind } from "./content-row-change.ts";
import { richText } from "./rich-text.ts";

type TNoticeInput = z.output<typeof ZBoNoticeRequest>;

const NOTICES: TContentKind<TNoticeRow, TNoticeValues> = {
  action: "content.notice",
  targetType: "notice",
  lock: lockNotice,
  insert: insertNotice,
  update: updateNotice,
  remove: deleteNoticeRow,
  audited: auditedNotice,
};

/** Every notice of the merchant, with where its publication stands now. */
export async function listConsoleNotices(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
): Promise<TBoNotice[]> {
  const now = ctx.now();
  const rows = await listNotices(ctx.database.db, merchant.id);
  return rows.map((row) => presentConsoleNotice(row, now));
}

function noticeValues(input: TNoticeInput, now: Date): TNoticeValues {
  const publishedAt = input.publishedAt ? new Date(input.publishedAt) : now;
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= publishedAt.getTime()) {
    throw invalidField("expiresAt", "err_ends_before_start");
  }
  return {
    type: input.type,
    title: plainText(input.title, "title"),
    content: richText(input.content, "content"),
    sort: input.sort,
    marquee: input.marquee,
    publishedAt,
    expiresAt,
    ...promotionWindows(input),
  };
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/**
 * A promotion's sign-up window and event: each closes after it opens; only a promotion (PR) has
 * them.
 */
function promotionWindows(input: TNoticeInput) {
  const windows = {
    signupOpensAt: instant(input.signupOpensAt),
    signupClosesAt: instant(input.signupClosesAt),
    eventStartsAt: instant(input.eventStartsAt),
    eventEndsAt: instant(input.eventEndsAt),
  };
  if (input.type !== "PR") {
    const field = Object.entries(windows).find(([, value]) => value !== null)?.[0];
    if (field) throw invalidField(field, "err_window_promotion_only");
    return windows;
  }
  const { signupOpensAt, signupClosesAt, eventStartsAt, eventEndsAt } = windows;
  if (signupOpensAt && signupClosesAt && signupClosesAt.getTime() <= signupOpensAt.getTime())
    throw invalidField("signupClosesAt", "err_ends_before_start");
  if (eventStartsAt && eventEndsAt && eventEndsAt.getTime() <= eventStartsAt.getTime())
    throw invalidField("eventEndsAt", "err_ends_before_start");
  return windows;
}

/**
 * Creates a notice (no id) or replaces one of the merchant's. The content is sanitised before it
 * is stored; without `publishedAt` it is published now and the site shows it at once.
 */
export async function saveNotice(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TNoticeInput,
): Promise<TBoNotice> {
  const { found, merchant, client } = call;
  const values = noticeValues(input, client.at);
  const row = await saveContentRow(ctx, NOTICES, { found, merchant, client }, { id: input.id, values });
  return presentConsoleNotice(row, client.at);
}

/** Removes one of the merchant's notices; audited with what it was. */
export async function deleteNotice(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TBoDeleteRequest,
): Promise<void> {
  const { found, merchant, client } = call;
  await deleteContentRow(ctx, NOTICES, { found, merchant, client }, input.id);
}
