import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";
import type { TRoundSums } from "./rtp-figures.ts";

export type TRtpFilter = {
  from: Date;
  to: Date;
  gameType?: string;
  vendorCode?: string;
  model?: string;
};

export type TGameSumsRow = TRoundSums & {
  gameId: number;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  gameType: string;
  mathsModel: string | null;
};

type TSumsText = { rounds: number; stake: string; win: string; stake_squares: string };

const sumsOf = (row: TSumsText): TRoundSums => ({
  rounds: Number(row.rounds),
  stake: Number(row.stake),
  win: Number(row.win),
  stakeSquares: Number(row.stake_squares),
});

/**
 * Real-money settled rounds of the merchant placed in the period (free play left out), narrowed by
 * type, vendor and maths model.
 */
function settledRounds(merchantId: number, filter: TRtpFilter): SQL {
  const parts: SQL[] = [
    sql`r.merchant_id = ${merchantId}`,
    sql`r.status = 'settled'`,
    sql`not r.is_trial`,
    sql`r.created_at >= ${filter.from.toISOString()}`,
    sql`r.created_at < ${filter.to.toISOString()}`,
  ];
  if (filter.gameType !== undefined) parts.push(sql`r.game_type = ${filter.gameType}`);
  if (filter.vendorCode !== undefined) parts.push(sql`r.vendor_code = ${filter.vendorCode}`);
  if (filter.model !== undefined) parts.push(sql`g.maths_model = ${filter.model}`);
  return sql`game_rounds r join games g on g.id = r.game_id where ${sql.join(parts, sql` and `)}`;
}

const SUMS = sql`count(*)::int as rounds, coalesce(sum(r.stake), 0)::text as stake,
  coalesce(sum(r.win), 0)::text as win, coalesce(sum(r.stake::numeric * r.stake), 0)::text as stake_squares`;

/** One page of games with settled rounds, the most staked first, each with its sums. */
export async function gameSumsPage(
  db: TDb,
  merchantId: number,
  filter: TRtpFilter,
  page: { limit: number; offset: number; language: string },
): Promise<TGameSumsRow[]> {
  const rows = rowsOf<
    TSumsText & {
      game_id: string;
      game_name: string;
      vendor_code: string;
      vendor_name: string;
      game_type: string;
      maths_model: string | null;
    }
  >(
    await db.execute(sql`
      with per_game as (
        select r.game_id, ${SUMS} from ${settledRounds(merchantId, filter)}
        group by r.game_id
        order by sum(r.stake) desc, r.game_id
        limit ${page.limit} offset ${page.offset}
      )
      select p.*, coalesce(g.names ->> ${page.language}, g.names ->> 'EN', g.code) as game_name,
        g.vendor_code, v.name as vendor_name, g.game_type, g.maths_model
      from per_game p join games g on g.id = p.game_id join game_vendors v on v.code = g.vendor_code
      order by p.stake::numeric desc, p.game_id`),
  );
  return rows.map((row) => ({
    ...sumsOf(row),
    gameId: Number(row.game_id),
    gameName: row.game_name,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: row.game_type,
    mathsModel: row.maths_model,
  }));
}

/** Sums per maths model (games without one, such as third-party games, are left out). */
export async function modelSums(
  db: TDb,
  merchantId: number,
  filter: TRtpFilter,
): Promise<(TRoundSums & { model: string })[]> {
  const rows = rowsOf<TSumsText & { model: string }>(
    await db.execute(sql`
      select g.maths_model as model, ${SUMS} from ${settledRounds(merchantId, filter)}
        and g.maths_model is not null
      group by g.maths_model order by g.maths_model`),
  );
  return rows.map((row) => ({ ...sumsOf(row), model: row.model }));
}

/** Sums over every matching round, and how many games they were played on. */
export async function totalSums(
  db: TDb,
  merchantId: number,
  filter: TRtpFilter,
): Promise<TRoundSums & { games: number }> {
  const [row] = rowsOf<TSumsText & { games: number }>(
    await db.execute(sql`
      select count(distinct r.game_id)::int as games, ${SUMS} from ${settledRounds(merchantId, filter)}`),
  );
  return row
    ? { ...sumsOf(row), games: Number(row.games) }
    : { rounds: 0, stake: 0, win: 0, stakeSquares: 0, games: 0 };
}
