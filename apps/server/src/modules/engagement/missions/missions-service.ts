import type { TMission, ZLeaderboardQuery } from "@orchid/contract/missions";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf } from "../../../db/database.ts";
import type { TMember } from "../../accounts/index.ts";
import { pickText, type TMerchant } from "../../merchants/index.ts";
import { dayString, localToday, zonedStart } from "../../wallet/index.ts";
import { maskName, periodEnd, periodStart } from "./mission-periods.ts";
import { enabledMissions, memberProgress } from "./missions-repo.ts";
import { memberRewards } from "./rewards-repo.ts";

type TLanguage = { language: string; fallback: string };
const DAY_MS = 86_400_000;

/** `GET /wps/mission/list`: running missions with this period's progress. */
export async function memberMissions(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
  lang: TLanguage,
): Promise<TMission[]> {
  const db = ctx.database.db;
  const today = localToday(ctx.now(), merchant.timeZone);
  const missions = await enabledMissions(db, [merchant.id]);
  const periods = new Map(missions.map((mission) => [mission.id, periodStart(mission.period, today)]));
  const progress = await memberProgress(db, member.id, periods);
  return missions.map((mission) => {
    const mine = progress.get(mission.id);
    const end = periodEnd(mission.period, periods.get(mission.id) ?? "");
    return {
      id: mission.id,
      name: pickText(mission.name, lang.language, lang.fallback),
      description: pickText(mission.description, lang.language, lang.fallback),
      period: mission.period,
      goal: mission.goal,
      gameType: mission.gameType as TMission["gameType"],
      target: mission.target,
      progress: Math.min(mine?.progress ?? 0, mission.target),
      reward: mission.reward,
      rewardUnit: mission.rewardUnit,
      state: mine?.done ? "done" : "in_progress",
      endsAt: end === null ? null : zonedStart(end, merchant.timeZone).toISOString(),
    };
  });
}

/** `GET /wps/mission/summary`: the member centre's badges. */
export async function missionSummary(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
) {
  const missions = await memberMissions(ctx, merchant, member, { language: "EN", fallback: "EN" });
  const rewards = await memberRewards(ctx.database.db, member.id, { limit: 1, offset: 0, now: ctx.now() });
  return {
    rewardsToClaim: rewards.available,
    missionsInProgress: missions.filter((mission) => mission.state === "in_progress").length,
  };
}

/** `GET /wps/mission/leaderboard`: the top ten of today or this week, names masked. */
export async function leaderboard(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  query: z.output<typeof ZLeaderboardQuery>,
) {
  const today = localToday(ctx.now(), merchant.timeZone);
  const from = query.period === "day" ? today : Date.parse(`${periodStart("weekly", today)}T00:00:00Z`);
  const to = query.period === "day" ? today : from + 6 * DAY_MS;
  const column = query.by === "win" ? sql`win` : sql`valid_bet`;
  const rows = rowsOf<{ username: string; value: string | number }>(
    await ctx.database.db.execute(sql`
      select m.username, t.value from (
        select member_id, sum(${column}) as value from leaderboard_days
        where merchant_id = ${merchant.id} and day between ${dayString(from)}::date and ${dayString(to)}::date
        group by member_id having sum(${column}) > 0 order by sum(${column}) desc, member_id limit 10) t
      join members m on m.id = t.member_id order by t.value desc, m.id`),
  );
  return {
    period: query.period,
    by: query.by,
    from: dayString(from),
    to: dayString(to),
    rows: rows.map((row, index) => ({
      rank: index + 1,
      player: maskName(row.username),
      value: Number(row.value),
    })),
  };
}
