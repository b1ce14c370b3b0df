import type { TAppContext } from "../../../app-context.ts";
import type { TDb } from "../../../db/database.ts";
import { updateMember } from "../../accounts/index.ts";
import { insertMessage } from "../../inbox/index.ts";
import { findMerchantById, pickText } from "../../merchants/index.ts";
import { dayString, localToday } from "../../wallet/index.ts";
import { offerReward } from "../missions/rewards-repo.ts";
import { birthdaysOn, levelsByMerchant, lockedRank, type TVipLevel, windowTotals } from "./vip-repo.ts";
import { rankFor, rebateFor } from "./vip-rules.ts";

const DAY_MS = 86_400_000;
/** Days a birthday bonus waits in the reward centre. */
const BIRTHDAY_CLAIM_DAYS = 30;
/** The days a rank is earned over. */
export const VIP_WINDOW_DAYS = 30;

/**
 * The VIP evaluation (the `engagement.vip` job, hourly): each member's rank from the last 30 local
 * days' deposits and valid bet (upgrades and downgrades, told in the inbox), yesterday's rebate
 * at the rank's rate into the reward centre, once per member and day, and the rank's birthday
 * bonus once a year. Safe to run again, and on several instances at once.
 */
export async function evaluateVip(
  ctx: Pick<TAppContext, "database" | "now" | "walletEvents">,
): Promise<{ changed: number; rebates: number; birthdays: number }> {
  const db = ctx.database.db;
  let changed = 0;
  let rebates = 0;
  let birthdays = 0;
  const touched: number[] = [];
  for (const [merchantId, levels] of await levelsByMerchant(db)) {
    const merchant = await findMerchantById(db, merchantId);
    if (!merchant) continue;
    const now = ctx.now();
    const today = localToday(now, merchant.timeZone);
    const yesterday = dayString(today - DAY_MS);
    const window = await windowTotals(db, merchantId, dayString(today - VIP_WINDOW_DAYS * DAY_MS), yesterday);
    const daily = new Map(
      (await windowTotals(db, merchantId, yesterday, yesterday)).map((row) => [row.memberId, row.validBet]),
    );
    for (const member of window) {
      const rank = rankFor(levels, member);
      await db.transaction(async (tx) => {
        // The rank as it stands now, the member's row locked: another instance's run may have
        // moved it since the totals were read, and the member is told once.
        if (member.rank !== rank && (await lockedRank(tx, member.memberId)) !== rank) {
          // The club label member info shows beside the rank: the level's name in the merchant's language.
          const level = levels.find((candidate) => candidate.rank === rank);
          const clubLabel = level ? pickText(level.name, merchant.defaultLanguage, "EN") : null;
          await updateMember(tx, member.memberId, { rankLevel: rank, clubLabel });
          await insertMessage(tx, {
            merchantId,
            memberId: member.memberId,
            kind: "vip_rank_changed",
            amountMinor: rank,
            orderNo: null,
            at: now,
          });
          changed += 1;
          touched.push(member.memberId);
        }
        const level = levels.find((candidate) => candidate.rank === rank);
        const rebate = level ? rebateFor(daily.get(member.memberId) ?? 0, level.rebateBp) : 0;
        if (rebate > 0) {
          const isNew = await offerReward(tx, {
            merchantId,
            memberId: member.memberId,
            source: "rebate",
            sourceKey: `rebate:${member.memberId}:${yesterday}`,
            title: { EN: `VIP rebate ${yesterday}` },
            amount: rebate,
            unit: "minor",
            expiresAt: new Date(now.getTime() + 7 * DAY_MS),
          });
          if (isNew) {
            rebates += 1;
            touched.push(member.memberId);
          }
        }
      });
    }
    // Ranks first: a member promoted in this run gets the new rank's birthday bonus.
    for (const memberId of await payBirthdays(db, merchantId, levels, ctx.now(), merchant.timeZone)) {
      birthdays += 1;
      touched.push(memberId);
    }
  }
  if (touched.length > 0) ctx.walletEvents.publish("unread", touched);
  return { changed, rebates, birthdays };
}

/**
 * Members whose birthday is the merchant's today (29 February counts on the 28th in other years)
 * get their rank's birthday bonus into the reward centre, once a year (`birthday:<member>:<year>`),
 * with a message. Answers who got one.
 */
async function payBirthdays(
  db: TDb,
  merchantId: number,
  levels: readonly TVipLevel[],
  now: Date,
  timeZone: string,
): Promise<number[]> {
  const bonusOf = new Map(
    levels.filter((level) => level.birthdayBonus > 0).map((l) => [l.rank, l.birthdayBonus]),
  );
  if (bonusOf.size === 0) return [];
  const today = dayString(localToday(now, timeZone));
  const year = today.slice(0, 4);
  const days = [today.slice(5)];
  const isLeap = new Date(Date.UTC(Number(year), 1, 29)).getUTCMonth() === 1;
  if (days[0] === "02-28" && !isLeap) days.push("02-29");
  const paid: number[] = [];
  for (const member of await birthdaysOn(db, merchantId, days)) {
    const bonus = bonusOf.get(member.rank);
    if (!bonus) continue;
    const isNew = await db.transaction(async (tx) => {
      const offered = await offerReward(tx, {
        merchantId,
        memberId: member.memberId,
        source: "birthday",
        sourceKey: `birthday:${member.memberId}:${year}`,
        title: { EN: `Birthday bonus ${year}` },
        amount: bonus,
        unit: "minor",
        expiresAt: new Date(now.getTime() + BIRTHDAY_CLAIM_DAYS * DAY_MS),
      });
      if (offered)
        await insertMessage(tx, {
          merchantId,
          memberId: member.memberId,
          kind: "reward_available",
          amountMinor: bonus,
          orderNo: null,
          at: now,
        });
      return offered;
    });
    if (isNew) paid.push(member.memberId);
  }
  return paid;
}
