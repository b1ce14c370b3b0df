import type { TAppContext } from "../../../app-context.ts";
import type { TMember } from "../../accounts/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import { dayString, localToday } from "../../wallet/index.ts";
import { VIP_WINDOW_DAYS } from "./vip-job.ts";
import { levelsByMerchant, windowTotals } from "./vip-repo.ts";

const DAY_MS = 86_400_000;

/** `GET /wps/vip`: the member's rank, the window's totals and the levels with their benefits. */
export async function vipStatus(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  lang: { language: string; fallback: string },
) {
  const db = ctx.database.db;
  const levels = (await levelsByMerchant(db, merchant.id)).get(merchant.id) ?? [];
  const today = localToday(ctx.now(), merchant.timeZone);
  const totals = (
    await windowTotals(db, merchant.id, dayString(today - VIP_WINDOW_DAYS * DAY_MS), dayString(today))
  ).find((row) => row.memberId === member.id);
  const name = (rank: number) => {
    const level = levels.find((candidate) => candidate.rank === rank);
    return level ? pickText(level.name, lang.language, lang.fallback) : "";
  };
  return {
    rank: member.rankLevel,
    name: name(member.rankLevel),
    deposits: totals?.deposits ?? 0,
    validBet: totals?.validBet ?? 0,
    levels: levels.map((level) => ({ ...level, name: name(level.rank) })),
  };
}
