import { sql } from "drizzle-orm";
import type { TTx } from "../../../db/database.ts";
import type { TActivityEvent } from "../../activity/index.ts";
import { findMerchantById } from "../../merchants/index.ts";
import { dayString, localToday } from "../../wallet/index.ts";
import { periodStart } from "./mission-periods.ts";
import {
  enabledMissions,
  lockProgress,
  saveProgress,
  type TMissionRow,
  type TProgressRow,
} from "./missions-repo.ts";
import { offerReward } from "./rewards-repo.ts";

const DAY_MS = 86_400_000;
const LOTTERY_TYPES = new Set(["LOTT", "ELOTT"]);

/** What one event adds to a mission's goal (0: nothing). */
function countOf(mission: TMissionRow, event: TActivityEvent): number {
  switch (mission.goal) {
    case "bet":
      return event.kind === "play" && (mission.gameType === null || mission.gameType === event.gameType)
        ? Math.max(0, event.validStake)
        : 0;
    case "deposit":
      return event.kind === "deposit" ? event.amount : 0;
    case "lottery_bets":
      return event.kind === "play" && LOTTERY_TYPES.has(event.gameType) ? Math.max(0, event.bets) : 0;
    case "login_days":
      return event.kind === "login" ? 1 : 0;
  }
}

/** Each merchant's local day of an instant, through its time zone. */
async function localDays(
  tx: TTx,
  events: readonly TActivityEvent[],
): Promise<(event: TActivityEvent) => number> {
  const zones = new Map<number, string>();
  for (const merchantId of new Set(events.map((event) => event.merchantId))) {
    zones.set(merchantId, (await findMerchantById(tx, merchantId))?.timeZone ?? "UTC");
  }
  return (event) => localToday(event.at, zones.get(event.merchantId) ?? "UTC");
}

/** A mission a member completed in a period (its reward newly offered). */
export type TMissionDone = { merchantId: number; memberId: number; missionId: number; period: string };

/**
 * Adds the events to the members' missions in their periods (the merchant's local day, week or
 * for ever): valid bet, deposits, lottery slips, days logged in (each local day once). A mission
 * whose target is reached is done, and its reward goes to the member's reward centre once per
 * period. Also adds valid bet and wins to the leaderboard's days. Runs in the engine's batch;
 * answers the missions completed.
 */
export async function applyMissions(
  tx: TTx,
  events: readonly TActivityEvent[],
  now: Date,
): Promise<TMissionDone[]> {
  if (events.length === 0) return [];
  const dayOf = await localDays(tx, events);
  await addLeaderboard(tx, events, dayOf);
  const missions = await enabledMissions(tx, [...new Set(events.map((event) => event.merchantId))]);
  if (missions.length === 0) return [];
  type TChange = { mission: TMissionRow; memberId: number; period: string; count: number; days: Set<string> };
  const changes = new Map<string, TChange>();
  for (const event of events) {
    const day = dayOf(event);
    for (const mission of missions) {
      if (mission.merchantId !== event.merchantId) continue;
      const count = countOf(mission, event);
      if (count === 0) continue;
      const period = periodStart(mission.period, day);
      const key = `${mission.id}|${event.memberId}|${period}`;
      const change = changes.get(key) ?? {
        mission,
        memberId: event.memberId,
        period,
        count: 0,
        days: new Set(),
      };
      if (mission.goal === "login_days") change.days.add(dayString(day));
      else change.count += count;
      changes.set(key, change);
    }
  }
  if (changes.size === 0) return [];
  const rows = await lockProgress(
    tx,
    [...changes.values()].map((c) => ({
      mission_id: c.mission.id,
      member_id: c.memberId,
      period_start: c.period,
    })),
  );
  const saved: TProgressRow[] = [];
  const rewarded: TMissionDone[] = [];
  for (const [key, change] of changes) {
    const row = rows.get(key);
    if (!row) continue;
    if (change.mission.goal === "login_days") {
      const fresh = [...change.days].filter((day) => row.lastDay === null || day > row.lastDay).sort();
      row.progress += fresh.length;
      row.lastDay = fresh.at(-1) ?? row.lastDay;
    } else {
      row.progress += change.count;
    }
    if (row.doneAt === null && row.progress >= change.mission.target) {
      row.doneAt = now;
      const isNew = await offerReward(tx, {
        merchantId: change.mission.merchantId,
        memberId: change.memberId,
        source: "mission",
        sourceKey: `mission:${change.mission.id}:${change.memberId}:${change.period}`,
        title: change.mission.name,
        amount: change.mission.reward,
        unit: change.mission.rewardUnit,
        expiresAt: new Date(now.getTime() + change.mission.claimDays * DAY_MS),
      });
      if (isNew)
        rewarded.push({
          merchantId: change.mission.merchantId,
          memberId: change.memberId,
          missionId: change.mission.id,
          period: change.period,
        });
    }
    saved.push(row);
  }
  await saveProgress(tx, saved);
  return rewarded;
}

type TDaySum = {
  merchant_id: number;
  member_id: number;
  day: string;
  valid_bet: number;
  win: number;
  deposits: number;
};

/** Valid bet, wins and deposits per member and local day: what the leaderboard and VIP read. */
async function addLeaderboard(
  tx: TTx,
  events: readonly TActivityEvent[],
  dayOf: (event: TActivityEvent) => number,
) {
  const sums = new Map<string, TDaySum>();
  for (const event of events) {
    if (event.kind !== "play" && event.kind !== "deposit") continue;
    const day = dayString(dayOf(event));
    const key = `${event.memberId}|${day}`;
    const sum = sums.get(key) ?? {
      merchant_id: event.merchantId,
      member_id: event.memberId,
      day,
      valid_bet: 0,
      win: 0,
      deposits: 0,
    };
    if (event.kind === "play") {
      sum.valid_bet += event.validStake;
      sum.win += event.win;
    } else {
      sum.deposits += event.amount;
    }
    sums.set(key, sum);
  }
  if (sums.size === 0) return;
  const data = JSON.stringify(
    [...sums.values()].sort((a, b) => a.member_id - b.member_id || a.day.localeCompare(b.day)),
  );
  await tx.execute(sql`
    insert into leaderboard_days (merchant_id, member_id, day, valid_bet, win, deposits)
    select merchant_id, member_id, day::date, valid_bet, win, deposits
    from jsonb_to_recordset(${data}::jsonb)
      as r(merchant_id int, member_id int, day text, valid_bet bigint, win bigint, deposits bigint)
    on conflict (member_id, day) do update set valid_bet = leaderboard_days.valid_bet + excluded.valid_bet,
      win = leaderboard_days.win + excluded.win, deposits = leaderboard_days.deposits + excluded.deposits`);
}
