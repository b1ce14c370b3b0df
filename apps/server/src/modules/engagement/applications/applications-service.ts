import type { TApplication, ZApplicationQuery, ZApplyRequest } from "@orchid/contract/applications";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { pageOf } from "../../../http/paging.ts";
import { isUniqueViolation, type TMember } from "../../accounts/index.ts";
import { findMediaMeta } from "../../media/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import {
  findApplication,
  findPromotion,
  insertApplication,
  listApplications,
  promotionStateOf,
  signupOpen,
  type TApplicationRow,
} from "./applications-repo.ts";

type TLanguage = { language: string; fallback: string };

export function presentApplication(row: TApplicationRow, lang: TLanguage, now: Date): TApplication {
  return {
    id: row.id,
    noticeId: row.noticeId,
    title: pickText(row.title, lang.language, lang.fallback),
    remark: row.remark,
    state: row.state,
    promotionState: promotionStateOf(row, now),
    note: row.note,
    reward: row.reward,
    rewardUnit: row.rewardUnit,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * `POST /wps/promotion/apply`: one open (or approved) application per member and promotion, with
 * the member's own proof images only (png or jpg, as uploaded). ALREADY_APPLIED otherwise.
 */
export async function applyToPromotion(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZApplyRequest>,
  lang: TLanguage,
): Promise<TApplication> {
  const at = ctx.now();
  const imageIds = [...new Set(input.imageIds ?? [])];
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const promotion = await findPromotion(tx, merchant.id, input.noticeId, at);
      if (!promotion) throw new AppError("NOT_FOUND");
      if (!signupOpen(promotion, at))
        throw new AppError("SIGNUP_CLOSED", {
          opensAt: promotion.signupOpensAt?.toISOString() ?? null,
          closesAt: promotion.signupClosesAt?.toISOString() ?? null,
        });
      for (const id of imageIds) {
        const image = await findMediaMeta(tx, id);
        if (image?.memberId !== member.id) throw invalidField("imageIds");
      }
      const id = await insertApplication(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        noticeId: input.noticeId,
        remark: input.remark?.replaceAll(String.fromCharCode(0), "") || null,
        imageIds,
        at,
      });
      const row = await findApplication(tx, merchant.id, id);
      if (!row) throw new Error("application vanished");
      return presentApplication(row, lang, at);
    });
  } catch (error) {
    if (isUniqueViolation(error, "activity_applications_open_uq")) throw new AppError("ALREADY_APPLIED");
    throw error;
  }
}

/** `GET /wps/promotion/applications`. */
export async function memberApplications(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  query: z.output<typeof ZApplicationQuery>,
  lang: TLanguage,
) {
  const page = await listApplications(ctx.database.db, {
    merchantId: merchant.id,
    memberId: member.id,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return pageOf(
    page.rows.map((row) => presentApplication(row, lang, ctx.now())),
    page.total,
    query.page,
    query.pageSize,
  );
}
