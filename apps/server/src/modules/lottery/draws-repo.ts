import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { sqlArray } from "../../db/sql-literal.ts";

/** A draw row as the module reads it (lottery_draws with its game's family). */
export type TDrawRow = {
  id: number;
  gameCode: string;
  family: string;
  issue: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  source: "fair" | "entered";
  seed: string | null;
  commitment: string | null;
  state: "pending" | "drawn" | "settled" | "cancelled";
  result: unknown;
  drawnAt: Date | null;
  settledAt: Date | null;
  settleRound: number;
  cancelReason: string | null;
};

export type TRawDraw = {
  id: string | number;
  game_code: string;
  family: string;
  issue: string;
  opens_at: string | Date;
  closes_at: string | Date;
  draw_at: string | Date;
  source: "fair" | "entered";
  seed: string | null;
  commitment: string | null;
  state: TDrawRow["state"];
  result: string | null;
  drawn_at: string | Date | null;
  settled_at: string | Date | null;
  settle_round: number;
  cancel_reason: string | null;
};

const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

export function drawOf(raw: TRawDraw): TDrawRow {
  return {
    id: Number(raw.id),
    gameCode: raw.game_code,
    family: raw.family,
    issue: raw.issue,
    opensAt: new Date(raw.opens_at),
    closesAt: new Date(raw.closes_at),
    drawAt: new Date(raw.draw_at),
    source: raw.source,
    seed: raw.seed,
    commitment: raw.commitment,
    state: raw.state,
    result: raw.result === null ? null : (JSON.parse(raw.result) as unknown),
    drawnAt: dateOf(raw.drawn_at),
    settledAt: dateOf(raw.settled_at),
    settleRound: Number(raw.settle_round),
    cancelReason: raw.cancel_reason,
  };
}

const DRAW_COLUMNS_TEXT = `d.id, d.game_code, g.family, d.issue, d.opens_at, d.closes_at, d.draw_at, d.source,
  d.seed, d.commitment, d.state, d.result::text as result, d.drawn_at, d.settled_at, d.settle_round, d.cancel_reason`;
export const DRAW_COLUMNS = sql.raw(DRAW_COLUMNS_TEXT);

/**
 * `shareDraw` for several draws as one statement of a script transaction (rows in id order), by
 * game code and issue; `drawOf` reads its rows.
 */
export function shareDrawsText(draws: readonly { gameCode: string; issue: string }[]): string {
  return `select ${DRAW_COLUMNS_TEXT} from lottery_draws d join lottery_games g on g.code = d.game_code
    where (d.game_code, d.issue) in (select * from unnest(${sqlArray(
      draws.map((draw) => draw.gameCode),
      "text",
    )}, ${sqlArray(
      draws.map((draw) => draw.issue),
      "text",
    )})) order by d.id for share of d`;
}

export async function findDraw(
  db: TDb | TTx,
  gameCode: string,
  issue: string,
): Promise<TDrawRow | undefined> {
  const [row] = rowsOf<TRawDraw>(
    await db.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.game_code = ${gameCode} and d.issue = ${issue}`),
  );
  return row && drawOf(row);
}

export async function findDrawById(db: TDb | TTx, id: number): Promise<TDrawRow | undefined> {
  const [row] = rowsOf<TRawDraw>(
    await db.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.id = ${id}`),
  );
  return row && drawOf(row);
}

/**
 * Locks a draw for a slip being placed or cancelled (a share lock: slips do not wait on each
 * other, but the draw job's update to `drawn` waits for them, so no slip lands on a drawn draw).
 */
export async function shareDraw(tx: TTx, gameCode: string, issue: string): Promise<TDrawRow | undefined> {
  const [row] = rowsOf<TRawDraw>(
    await tx.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.game_code = ${gameCode} and d.issue = ${issue} for share of d`),
  );
  return row && drawOf(row);
}

export async function lockDraw(tx: TTx, id: number): Promise<TDrawRow | undefined> {
  const [row] = rowsOf<TRawDraw>(
    await tx.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.id = ${id} for update of d`),
  );
  return row && drawOf(row);
}

/** Each game's current draw (the first not closed at `now`) and its last drawn one. */
export async function currentAndLastDraws(
  db: TDb,
  gameCodes: readonly string[],
  now: Date,
): Promise<{ current: Map<string, TDrawRow>; last: Map<string, TDrawRow> }> {
  const codes = sql`${`{${gameCodes.join(",")}}`}::text[]`;
  const at = now.toISOString();
  const rows = rowsOf<TRawDraw & { which: "current" | "last" }>(
    await db.execute(sql`
      select 'current' as which, c.* from unnest(${codes}) as wanted(game), lateral (
        select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
        where d.game_code = wanted.game and d.closes_at > ${at}::timestamptz and d.state <> 'cancelled'
        order by d.draw_at limit 1) c
      union all
      select 'last' as which, l.* from unnest(${codes}) as wanted(game), lateral (
        select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
        where d.game_code = wanted.game and d.state in ('drawn', 'settled') and d.draw_at <= ${at}::timestamptz
        order by d.draw_at desc limit 1) l`),
  );
  const current = new Map<string, TDrawRow>();
  const last = new Map<string, TDrawRow>();
  for (const row of rows) (row.which === "current" ? current : last).set(row.game_code, drawOf(row));
  return { current, last };
}

/** A game's drawn results, newest first, optionally before an issue. */
export async function drawnDraws(
  db: TDb,
  gameCode: string,
  count: number,
  beforeIssue: string | undefined,
): Promise<TDrawRow[]> {
  const before = beforeIssue ? sql`and d.issue < ${beforeIssue}` : sql``;
  return rowsOf<TRawDraw>(
    await db.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.game_code = ${gameCode} and d.state in ('drawn', 'settled') ${before}
      order by d.draw_at desc limit ${count}`),
  ).map(drawOf);
}

/** The latest draw instant each game already has (games without draws are absent). */
export async function latestDrawAt(db: TDb): Promise<Map<string, Date>> {
  const rows = rowsOf<{ game_code: string; draw_at: string | Date }>(
    await db.execute(sql`select game_code, max(draw_at) as draw_at from lottery_draws group by game_code`),
  );
  return new Map(rows.map((row) => [row.game_code, new Date(row.draw_at)]));
}

export type TNewDraw = {
  gameCode: string;
  issue: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  source: "fair" | "entered";
  seed: string | null;
  commitment: string | null;
};

/** Inserts draws; one that exists already (another instance made it) is left as it is. */
export async function insertDraws(db: TDb, draws: readonly TNewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const rows = draws.map((draw) => ({
    game_code: draw.gameCode,
    issue: draw.issue,
    opens_at: draw.opensAt.toISOString(),
    closes_at: draw.closesAt.toISOString(),
    draw_at: draw.drawAt.toISOString(),
    source: draw.source,
    seed: draw.seed,
    commitment: draw.commitment,
  }));
  const inserted = rowsOf(
    await db.execute(sql`
      insert into lottery_draws (game_code, issue, opens_at, closes_at, draw_at, source, seed, commitment)
      select game_code, issue, opens_at, closes_at, draw_at, source, seed, commitment
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(game_code text, issue text,
        opens_at timestamptz, closes_at timestamptz, draw_at timestamptz, source text, seed text, commitment text)
      on conflict (game_code, issue) do nothing
      returning id`),
  );
  return inserted.length;
}

/** In-house draws whose time has come and that are not drawn yet, oldest first. */
export async function dueFairDraws(db: TDb, now: Date, limit: number): Promise<TDrawRow[]> {
  return rowsOf<TRawDraw>(
    await db.execute(sql`select ${DRAW_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.state = 'pending' and d.source = 'fair' and d.draw_at <= ${now.toISOString()}::timestamptz
      order by d.draw_at limit ${limit}`),
  ).map(drawOf);
}

/** Records results; a draw drawn meanwhile (another instance) is left alone. Answers how many changed. */
export async function markDrawn(
  db: TDb,
  results: readonly { id: number; result: unknown }[],
  now: Date,
): Promise<number> {
  if (results.length === 0) return 0;
  // Rows locked in id order first: instances drawing the same due draws at once never wait on
  // each other in a cycle.
  const changed = rowsOf(
    await db.execute(sql`
      with r as (select * from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(id bigint, result jsonb)),
        locked as (select d.id from lottery_draws d where d.id in (select id from r) and d.state = 'pending'
          order by d.id for update of d)
      update lottery_draws d set state = 'drawn', result = r.result, drawn_at = ${now.toISOString()}::timestamptz
      from r join locked on locked.id = r.id
      where d.id = r.id and d.state = 'pending'
      returning d.id`),
  );
  return changed.length;
}

/** Drawn draws waiting for settlement, oldest first. */
export async function drawnDrawIds(db: TDb, limit: number): Promise<number[]> {
  return rowsOf<{ id: string | number }>(
    await db.execute(sql`select id from lottery_draws where state = 'drawn' order by draw_at limit ${limit}`),
  ).map((row) => Number(row.id));
}
