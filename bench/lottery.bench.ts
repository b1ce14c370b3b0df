import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type TDb } from "../apps/server/src/db/database.ts";
import { checkLedger } from "../apps/server/src/modules/wallet/ledger-check.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { betweenPgbench } from "./lib/between-pgbench.ts";
import { runClosedLoopLoad, type TLoadRequest, type TLoadResult } from "./lib/closed-loop-load.ts";
import { createFundedMembers } from "./lib/funded-members.ts";
import { loadLotterySlips } from "./lib/lottery-slips.ts";
import { memberTokens } from "./lib/member-tokens.ts";
import { onOrchidScratch } from "./lib/orchid-on-scratch.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const MERCHANT = "demo";
const PASSWORD = "Bench1234";
const OPENING_MINOR = 100_000_000;
/** A 5-minute Vietnamese table: betting stays open 4½ minutes of every 5. */
const GAME = "vn_north_5m";
const PLACE = { members: 64, connections: 32, warmupSeconds: 5, seconds: 30 };
/** 250 members × 4 slips × 1,000 lines: one draw holding 1,000,000 bets. */
const SETTLE = { members: 250, slipsPerMember: 4 };
const PGBENCH = { scale: 10, clients: 16, threads: 2, seconds: 30 };
const TARGET = { placementRatio: 0.5, settleSeconds: 30 };

type TDraw = { id: number; issue: string; opensAt: number; closesAt: number; drawAt: number };

async function currentDraw(baseUrl: string): Promise<TDraw> {
  const response = await fetch(`${baseUrl}/lotto/lgw/game?gameCode=${GAME}`, {
    headers: { Merchant: MERCHANT },
  });
  const body = (await response.json()) as {
    success: boolean;
    value?: { current: null | Record<string, string> };
  };
  const current = body.value?.current;
  if (!body.success || !current) throw new Error(`no current draw of ${GAME}`);
  return {
    id: Number(current.id),
    issue: String(current.issue),
    opensAt: Date.parse(String(current.opensAt)),
    closesAt: Date.parse(String(current.closesAt)),
    drawAt: Date.parse(String(current.drawAt)),
  };
}

/** The current draw once at least `seconds` of betting are left on it (waits for the next draw if not). */
async function drawWithTimeLeft(baseUrl: string, seconds: number): Promise<TDraw> {
  for (;;) {
    const draw = await currentDraw(baseUrl);
    // Between two draws the current one is the next, not open yet: wait for it to open.
    if (draw.opensAt > Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, draw.opensAt - Date.now() + 500));
      continue;
    }
    const left = draw.closesAt - Date.now();
    if (left >= seconds * 1_000) return draw;
    await new Promise((resolve) => setTimeout(resolve, Math.max(1_000, draw.drawAt - Date.now() + 1_500)));
  }
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );
const pad = (value: number, digits: number) => String(value).padStart(digits, "0");
const random = (below: number) => Math.floor(Math.random() * below);

/** A small slip as members place them: one to three lô or đề numbers. */
function smallSlip(issue: string, key: string): string {
  const picks = [...new Set(Array.from({ length: 1 + random(3) }, () => pad(random(100), 2)))];
  const betType = random(2) === 0 ? "lo2" : "de_special";
  return JSON.stringify({
    gameCode: GAME,
    issue,
    requestKey: key,
    entries: [{ betType, picks, stake: 1_000 }],
  });
}

/**
 * The picks of one 1,000-line slip over eight bet types, as the rules parse them: every 2-digit
 * number for lô, đề and đề giải 7, random 3- and 4-digit numbers, every head and tail.
 */
function bigSlipEntries(): { betType: string; picks: string[] }[] {
  const distinct = (count: number, space: number, digits: number) => {
    const set = new Set<string>();
    while (set.size < count) set.add(pad(random(space), digits));
    return [...set];
  };
  const all2 = Array.from({ length: 100 }, (_, n) => pad(n, 2));
  return [
    { betType: "lo2", picks: all2 },
    { betType: "de_special", picks: all2 },
    { betType: "de_g7", picks: all2 },
    // An entry holds at most 100 picks, as on a real slip.
    ...chunks(distinct(300, 1_000, 3), 100).map((picks) => ({ betType: "lo3", picks })),
    ...chunks(distinct(200, 1_000, 3), 100).map((picks) => ({ betType: "three_cang", picks })),
    ...chunks(distinct(180, 10_000, 4), 90).map((picks) => ({ betType: "lo4", picks })),
    { betType: "head", picks: Array.from({ length: 10 }, (_, n) => String(n)) },
    { betType: "tail", picks: Array.from({ length: 10 }, (_, n) => String(n)) },
  ];
}

function slipRequest(token: string, body: string): TLoadRequest {
  return {
    path: "/lotto/wps/slips",
    headers: { Merchant: MERCHANT, Language: "EN", Authorization: token },
    body,
  };
}

async function placementLoad(
  baseUrl: string,
  db: TDb,
): Promise<{ warmup: TLoadResult; measured: TLoadResult }> {
  const members = await createFundedMembers(db, {
    merchantCode: MERCHANT,
    count: PLACE.members,
    password: PASSWORD,
    openingMinor: OPENING_MINOR,
    usernamePrefix: "ltplace",
  });
  const tokens = await memberTokens(baseUrl, MERCHANT, members, PASSWORD);
  const draw = await drawWithTimeLeft(baseUrl, PLACE.warmupSeconds + PLACE.seconds + 10);
  const runTag = Date.now().toString(36);
  let sent = 0;
  const nextRequest = (worker: number) => {
    sent += 1;
    const token = tokens[(worker + sent * PLACE.connections) % tokens.length] ?? "";
    return slipRequest(token, smallSlip(draw.issue, `bench-${runTag}-${sent}`));
  };
  const options = { baseUrl, connections: PLACE.connections, nextRequest };
  const warmup = await runClosedLoopLoad({ ...options, seconds: PLACE.warmupSeconds });
  const measured = await runClosedLoopLoad({ ...options, seconds: PLACE.seconds });
  return { warmup, measured };
}

/**
 * Loads the settlement draw's million lines straight into the database (a slip over HTTP is
 * measured above; a million lines through it would take longer than a draw stays open), each
 * slip paid by its own ledger transfer as placing pays it, lines built by the real rules at the
 * default prices; then waits for the server's job to draw and settle the draw.
 */
async function settlementRun(baseUrl: string, db: TDb) {
  const members = await createFundedMembers(db, {
    merchantCode: MERCHANT,
    count: SETTLE.members,
    password: PASSWORD,
    openingMinor: OPENING_MINOR,
    usernamePrefix: "ltsettle",
  });
  const draw = await drawWithTimeLeft(baseUrl, 200);
  const loadingStarted = Date.now();
  const loaded = await loadLotterySlips(db, {
    merchantCode: MERCHANT,
    drawId: draw.id,
    family: "vn_north",
    memberIds: members.map((member) => member.id),
    slipsPerMember: SETTLE.slipsPerMember,
    entries: bigSlipEntries,
    stake: 100,
  });
  const loadingSeconds = (Date.now() - loadingStarted) / 1_000;
  if (Date.now() >= draw.closesAt) throw new Error(`loading took ${loadingSeconds} s: the draw closed first`);
  const settled = await waitForSettlement(db, draw);
  return { draw, failures: [] as string[], placingSeconds: loadingSeconds, lines: loaded, ...settled };
}

async function waitForSettlement(db: TDb, draw: TDraw) {
  const deadline = draw.drawAt + 10 * 60_000;
  for (;;) {
    const [row] = rowsOf<{ state: string; drawn_at: string | null; settled_at: string | null }>(
      await db.execute(sql`select state, drawn_at, settled_at from lottery_draws where id = ${draw.id}`),
    );
    if (row?.state === "settled" && row.drawn_at && row.settled_at) {
      return { settleSeconds: (Date.parse(row.settled_at) - Date.parse(row.drawn_at)) / 1_000 };
    }
    if (Date.now() > deadline) throw new Error(`draw ${draw.issue} not settled 10 minutes after its time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function onOrchid(postgresUrl: string) {
  const env = { SEED_DEMO: "1", ALLOW_PLAINTEXT_AUTH: "1", GATEWAY_SIMULATOR: "0", LOG_LEVEL: "warn" };
  return onOrchidScratch(postgresUrl, env, async (orchid) => {
    const database = await openDatabase({ databaseUrl: orchid.databaseUrl, poolSize: 2 });
    try {
      const placement = await placementLoad(orchid.baseUrl, database.db);
      const settlement = await settlementRun(orchid.baseUrl, database.db);
      const violations = await checkLedger(database.db);
      return { placement, settlement, violations };
    } finally {
      await database.close();
    }
  });
}

/**
 * The lottery: slips placed over HTTP on the real server on PostgreSQL at 32 connections, against
 * pgbench's TPC-B-like tps on the same server in the same run (target ≥ 0.5×); then one draw
 * holding 1,000,000 bets (250 members × 4 slips × 1,000 lines), drawn and settled by the server's
 * own job, timed from drawn to settled (target ≤ 30 s); then the ledger is checked.
 */
export async function run(): Promise<TBenchResult> {
  const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const {
    before,
    after,
    tps: pgbenchTps,
    result,
  } = await betweenPgbench(postgresUrl, PGBENCH, () => onOrchid(postgresUrl));
  const { placement, settlement, violations } = result;
  const ratio = pgbenchTps > 0 ? placement.measured.perSecond / pgbenchTps : 0;
  const errors = placement.warmup.failed + placement.measured.failed + settlement.failures.length;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const met = (ok: boolean) => (ok ? "met" : "missed");
  const notes = [
    `placement target ≥ ${TARGET.placementRatio}× pgbench: ${ratio.toFixed(3)} (${met(ratio >= TARGET.placementRatio)})`,
    `settlement target ≤ ${TARGET.settleSeconds} s for 1,000,000 bets: ${settlement.settleSeconds.toFixed(1)} s for ${settlement.lines} lines (${met(settlement.settleSeconds <= TARGET.settleSeconds)})`,
    `pgbench -i -s ${PGBENCH.scale}; -c ${PGBENCH.clients} -j ${PGBENCH.threads} -T ${PGBENCH.seconds} -n before and after: ${Math.round(before.tps)} and ${Math.round(after.tps)} tps`,
    `placement: ${PLACE.members} members, ${PLACE.connections} connections, ${PLACE.seconds} s measured, ${placement.measured.succeeded} slips of 1–3 lines on ${GAME}`,
    `settlement draw ${GAME} ${settlement.draw.issue}: ${SETTLE.members * SETTLE.slipsPerMember} slips of 1,000 lines loaded into the database in ${settlement.placingSeconds.toFixed(1)} s (no exposure rows), then drawn and settled by the server's job`,
    ...Object.entries(placement.measured.failures).map(
      ([failure, count]) => `measured: ${count} × ${failure}`,
    ),
    ...settlement.failures.slice(0, 5).map((failure) => `settlement slip refused: ${failure}`),
    ...violations
      .slice(0, 5)
      .map((violation) => `violation: ${violation.rule} ${JSON.stringify(violation.detail)}`),
  ];
  return {
    name: "lottery",
    metrics: {
      slips_per_s: Math.round(placement.measured.perSecond),
      p50_ms: round2(placement.measured.p50Ms),
      p99_ms: round2(placement.measured.p99Ms),
      pgbench_tps: Math.round(pgbenchTps),
      ratio,
      settle_lines: settlement.lines,
      settle_s: round2(settlement.settleSeconds),
      violations: violations.length,
      errors,
    },
    units: {
      slips_per_s: "slips/s",
      p50_ms: "ms",
      p99_ms: "ms",
      pgbench_tps: "tps",
      ratio: "ratio",
      settle_lines: "lines",
      settle_s: "s",
      violations: "count",
      errors: "count",
    },
    budget: { metric: "settle_s", max: TARGET.settleSeconds, unit: "s" },
    ok: violations.length === 0 && errors === 0 && settlement.lines === 1_000_000,
    notes,
    details: { pgbench: { before, after }, placement, settlement },
  };
}
