import { isDeepStrictEqual } from "node:util";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TAppContext } from "../src/app-context.ts";
import { rowsOf, type TDb } from "../src/db/database.ts";
import { AppError } from "../src/http/app-error.ts";
import type { TMember } from "../src/modules/accounts/index.ts";
import { runBonusEngine } from "../src/modules/engagement/bonus/activity-consumer.ts";
import { playBonusSpin } from "../src/modules/engagement/bonus/free-spins-service.ts";
import { joinCampaign } from "../src/modules/engagement/bonus/member-bonus-service.ts";
import { evaluateVip } from "../src/modules/engagement/vip/vip-job.ts";
import { rankFor, rebateFor } from "../src/modules/engagement/vip/vip-rules.ts";
import { dayString, localToday } from "../src/modules/wallet/index.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { waitBeforeStart } from "../src/test/clear-of-midnight.ts";
import { withLotteryInstances } from "./lottery-instances.ts";
import { createRandom, pickOne, randomInt } from "./random.ts";

const OPENING = 1_000_000;
const SEED = Number(process.env.CHAOS_SEED) || 23;
const DAY_MS = 86_400_000;
const LANGUAGE = { language: "EN", fallback: "EN" };
const noPayoutAccounts = async () => [] as string[];

/** What the free spin calls need of an instance: its pool, ledger lookups, sockets and clock. */
type TInstance = Pick<TAppContext, "database" | "ledger" | "now" | "walletEvents">;

/** The business refusals each operation may answer; anything else is a failure of the run. */
const EXPECTED_REFUSALS: Record<string, readonly string[]> = {
  join: ["BONUS_ALREADY_CLAIMED"],
  spin: ["BONUS_SPINS_NONE"],
  engine: [],
  expire: [],
};

/**
 * What a refused call answered: its AppError code; a PostgreSQL error as `sqlstate <code>`
 * (e.g. 23505, a unique violation), anything else as unexpected.
 */
function refusalCode(error: unknown): string {
  if (error instanceof AppError) return error.code;
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === "object"; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return `sqlstate ${code}`;
    cause = (cause as { cause?: unknown }).cause;
  }
  return `unexpected ${String(error)}`;
}

async function rows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const idList = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const num = (value: unknown) => Number(value ?? 0);

/** One of Orchid's enabled slot games with a maths model, at one line and a bet per line it offers. */
async function slotGame(db: TDb): Promise<{ gameId: number; lines: number; betPerLine: number }> {
  const [game] = await rows<{ id: string | number; min_bet: string | number; maths_model: string }>(
    db,
    sql`select id, min_bet, maths_model from games
      where maths_model is not null and enabled and parent_id is null and not is_group order by id limit 1`,
  );
  const model = game ? findSlotModel(game.maths_model) : undefined;
  if (!game || !model) throw new Error("no slot game with a maths model");
  const options = model.spec.betPerLineOptions;
  const betPerLine = options.find((option) => option >= num(game.min_bet)) ?? options.at(-1) ?? 1;
  return { gameId: Number(game.id), lines: 1, betPerLine };
}

/** An active join ("window") campaign of free spins on the game, once per member, wagered on the bonus. */
async function freeSpinsCampaign(
  db: TDb,
  merchantId: number,
  game: { gameId: number; lines: number; betPerLine: number },
  spins: number,
): Promise<number> {
  const conditions = {
    labels: [],
    minVipRank: 0,
    countries: [],
    oncePerMember: true,
    oncePerDevice: false,
    oncePerPayoutAccount: false,
  };
  const reward = { kind: "free_spins", spins, ...game, minDeposit: 0 };
  const wagering = { multiple: 3, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 7 };
  const [row] = await rows<{ id: number }>(
    db,
    sql`
      insert into bonus_campaigns (merchant_id, name, description, trigger, state, starts_at, conditions,
        reward, wagering)
      values (${merchantId}, '{"EN":"free spins chaos"}'::jsonb, '{"EN":"free spins chaos"}'::jsonb, 'window',
        'active', now() - interval '1 hour', ${JSON.stringify(conditions)}::jsonb,
        ${JSON.stringify(reward)}::jsonb, ${JSON.stringify(wagering)}::jsonb)
      returning id`,
  );
  return row?.id ?? 0;
}

type TSpinAnswer = { ok: true; detail: unknown } | { ok: false; code: string };

// Free spin packs on three instances at once (decisions/0022, "Rewards that are not bonus money
// are awards"): members join two free spin campaigns on one slot game (twins of one click on two
// instances, and other tabs), then play spins on any instance: twins of one round key at once,
// late repeats of old rounds, fresh rounds from other tabs and more spins than a pack holds,
// while packs reach their time in the middle of it (each instance's clock a little off the
// others') and every instance runs the bonus engine on every tick. At the end each member holds
// at most one pack per campaign; a pack counted exactly its stored spins and their wins; every
// closed pack that won became exactly one grant of its winnings with one ledger line, no other
// pack did; one round key was played once and always answered the same round; the main wallets
// never moved; and the ledger is sound.
it("free spins twice over, past their pack and past their time on three instances pay each pack once", async () => {
  const now = () => new Date();
  const options = { instances: 3, memberCount: 10, opening: OPENING, prefix: "fschaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const random = createRandom(SEED);
    const outcomes = createRandom(SEED + 1);
    // Hosts' clocks differ a little: each instance answers its own now.
    const skews = [0, 120, -120];
    const instances: TInstance[] = contexts.map((ctx, i) => ({
      database: ctx.database,
      ledger: ctx.ledger,
      walletEvents: ctx.walletEvents,
      now: () => new Date(Date.now() + (skews[i] ?? 0)),
    }));
    const instance = () => pickOne(random, instances);
    const merchant = await (contexts[0] as TAppContext).merchants.byMerchantCode("demo");
    if (!merchant) throw new Error("demo merchant missing");
    const game = await slotGame(db);
    const eight = await freeSpinsCampaign(db, merchantId, game, 8);
    const five = await freeSpinsCampaign(db, merchantId, game, 5);

    const refusals = new Map<string, number>();
    const unexpected: string[] = [];
    const note = (op: string, error: unknown) => {
      const code = refusalCode(error);
      refusals.set(`${op}:${code}`, (refusals.get(`${op}:${code}`) ?? 0) + 1);
      if (!EXPECTED_REFUSALS[op]?.includes(code)) unexpected.push(`${op}: ${code}`);
      return code;
    };
    // Every answer to every round key, and who played it.
    const answers = new Map<string, { memberId: number; answers: TSpinAnswer[] }>();
    const played: string[] = [];
    let draws = 0;
    let keys = 0;
    let twins = 0;
    let expiries = 0;
    let rushes = 0;
    // One spin's outcome at the pack's bet: nothing about half the time, else a few lines' worth.
    const play = (bet: { lines: number; betPerLine: number }) => {
      draws += 1;
      const win = outcomes() < 0.5 ? 0 : bet.lines * bet.betPerLine * randomInt(outcomes, 1, 25);
      return { detail: { draw: draws, win, lines: bet.lines, betPerLine: bet.betPerLine }, win };
    };
    const spin = (on: TInstance, member: TMember, roundKey: string) => {
      const entry = answers.get(roundKey) ?? { memberId: member.id, answers: [] };
      answers.set(roundKey, entry);
      return playBonusSpin(on, { memberId: member.id, gameId: game.gameId, roundKey }, play).then(
        (value) => {
          entry.answers.push({ ok: true, detail: value.detail });
          expect(value.spins.lines * value.spins.betPerLine).toBe(game.lines * game.betPerLine);
          expect(value.spins.remaining).toBeGreaterThanOrEqual(0);
        },
        (error) => {
          entry.answers.push({ ok: false, code: note("spin", error) });
        },
      );
    };

    const TICKS = 16;
    for (let tick = 0; tick < TICKS; tick += 1) {
      const work: Promise<unknown>[] = instances.map((on) =>
        runBonusEngine(on, noPayoutAccounts).catch((error) => note("engine", error)),
      );
      // Members holding two packs still to play: when the first runs out of time, the second is next.
      const holdingTwo = (
        await rows<{ member_id: number }>(
          db,
          sql`select member_id from bonus_awards where state = 'active' and used < spins
            and campaign_id in (${eight}, ${five}) group by member_id having count(*) > 1 order by member_id`,
        )
      ).map((row) => row.member_id);
      for (let n = 0; n < 14; n += 1) {
        const member = pickOne(random, members);
        const roll = random();
        if (roll < (tick < 3 ? 0.5 : 0.1)) {
          // A join: twice with one key on two instances, or once more from another tab.
          const campaignId = random() < 0.7 ? eight : five;
          const key = `join-${keys++}`;
          const by = random() < 0.5 ? [instance(), instance()] : [instance()];
          for (const on of by)
            work.push(
              joinCampaign(
                on,
                merchant,
                member,
                { campaignId, idempotencyKey: key },
                noPayoutAccounts,
                LANGUAGE,
              ).catch((error) => note("join", error)),
            );
        } else if (roll < 0.75) {
          // A fresh round from the game page; a third of them sent twice to two instances at once.
          const roundKey = `round-${member.id}-${keys++}`;
          played.push(roundKey);
          const by = random() < 0.35 ? [instance(), instance()] : [instance()];
          if (by.length === 2) twins += 1;
          for (const on of by) work.push(spin(on, member, roundKey));
        } else if (roll < 0.85 && played.length > 0) {
          // A late repeat of an earlier round (the page retried after its answer was lost).
          const roundKey = pickOne(random, played);
          const owner = members.find((candidate) => candidate.id === answers.get(roundKey)?.memberId);
          if (owner) work.push(spin(instance(), owner, roundKey));
        } else if (roll < 0.9) {
          // A pack runs out of time while the member is spinning: twins of each round on two
          // instances, a few rounds spread around the moment (give or take the hosts' clocks).
          // Mostly a member whose second pack waits behind the first.
          rushes += 1;
          const chosen = holdingTwo.length > 0 && random() < 0.8 ? pickOne(random, holdingTwo) : member.id;
          const rushed = members.find((candidate) => candidate.id === chosen) ?? member;
          const offset = randomInt(random, -50, 200);
          work.push(
            db
              .execute(sql`
                update bonus_awards set expires_at = now() + ${offset} * interval '1 millisecond'
                where id = (select min(id) from bonus_awards where member_id = ${rushed.id} and state = 'active')`)
              .catch((error) => note("expire", error)),
          );
          for (let round = 0; round < 3; round += 1) {
            const roundKey = `round-${rushed.id}-${keys++}`;
            played.push(roundKey);
            const first = randomInt(random, 0, instances.length - 1);
            const second = (first + randomInt(random, 1, instances.length - 1)) % instances.length;
            const delay = randomInt(random, 0, 350);
            twins += 1;
            work.push(
              new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
                Promise.all([first, second].map((i) => spin(instances[i] as TInstance, rushed, roundKey))),
              ),
            );
          }
        } else if (roll < 0.95) {
          // The member's oldest pack reaches its time now, give or take the hosts' clocks.
          expiries += 1;
          const offset = randomInt(random, -300, 300);
          work.push(
            db
              .execute(sql`
                update bonus_awards set expires_at = now() + ${offset} * interval '1 millisecond'
                where id = (select min(id) from bonus_awards where member_id = ${member.id} and state = 'active')`)
              .catch((error) => note("expire", error)),
          );
        }
      }
      await Promise.all(work);
    }
    // Every pack's time is past or well ahead; every instance runs the engine until nothing is due.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settledAt = new Date(Date.now() - 200);
    for (let round = 0; round < 2; round += 1)
      await Promise.all(
        instances.map((on) => runBonusEngine(on, noPayoutAccounts).catch((error) => note("engine", error))),
      );

    console.log(
      `free spins chaos: ${keys} keys, ${twins} twins, ${expiries} expiries, ${rushes} rushes, ${draws} draws, refusals ${JSON.stringify([...refusals])}`,
    );
    expect(unexpected).toEqual([]);

    const memberIds = members.map((member) => member.id);
    // Once per member and campaign, whatever the tabs and instances; and counted once.
    const doubled = await rows(
      db,
      sql`select campaign_id, member_id, count(*) as n from bonus_awards where campaign_id in (${eight}, ${five})
        group by campaign_id, member_id having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    const counted = await rows<{
      id: number;
      grants: string;
      granted: string;
      awards: string;
      spins: string;
    }>(
      db,
      sql`select c.id, c.grants, c.granted, (c.reward ->> 'spins') as spins,
          (select count(*) from bonus_awards a where a.campaign_id = c.id) as awards
        from bonus_campaigns c where c.id in (${eight}, ${five})`,
    );
    for (const campaign of counted) {
      const value = num(campaign.spins) * game.lines * game.betPerLine;
      expect({ id: campaign.id, grants: num(campaign.grants), granted: num(campaign.granted) }).toEqual({
        id: campaign.id,
        grants: num(campaign.awards),
        granted: num(campaign.awards) * value,
      });
    }

    // Each pack: its counts are its stored spins; closed with winnings, exactly one grant of them.
    const packs = await rows<{
      id: string;
      state: string;
      spins: number;
      used: number;
      won: string;
      grant_id: string | null;
      expires_at: Date | string;
      closed_at: Date | string | null;
      lines: number;
      bet_per_line: string;
      stored: string;
      stored_win: string;
      grants: string;
      keyed_grant: string | null;
      grant_bonus: string | null;
      grant_state: string | null;
      grant_lines: string;
      line_amount: string;
    }>(
      db,
      sql`
        select a.id, a.state, a.spins, a.used, a.won, a.grant_id, a.expires_at, a.closed_at, a.lines, a.bet_per_line,
          (select count(*) from bonus_award_spins s where s.award_id = a.id) as stored,
          (select coalesce(sum(s.win), 0) from bonus_award_spins s where s.award_id = a.id) as stored_win,
          (select count(*) from bonus_grants g where g.key = 'award:' || a.id) as grants,
          (select min(g.id) from bonus_grants g where g.key = 'award:' || a.id) as keyed_grant,
          (select min(g.bonus) from bonus_grants g where g.key = 'award:' || a.id) as grant_bonus,
          (select min(g.state) from bonus_grants g where g.key = 'award:' || a.id) as grant_state,
          (select count(*) from ledger_transfers t join bonus_grants g on t.transfer_key = 'bonus-grant:' || g.id
            where g.key = 'award:' || a.id) as grant_lines,
          (select coalesce(sum(t.amount), 0) from ledger_transfers t join bonus_grants g
            on t.transfer_key = 'bonus-grant:' || g.id where g.key = 'award:' || a.id) as line_amount
        from bonus_awards a where a.campaign_id in (${eight}, ${five}) order by a.id`,
    );
    expect(packs.length).toBeGreaterThan(0);
    const states = new Map<string, number>();
    for (const pack of packs) {
      const won = num(pack.won);
      const kind = `${pack.state}${won > 0 ? "+won" : ""}`;
      states.set(kind, (states.get(kind) ?? 0) + 1);
      const seen = {
        id: pack.id,
        state: pack.state,
        usedWithinSpins: pack.used <= pack.spins,
        used: pack.used,
        won,
        bet: pack.lines * num(pack.bet_per_line),
      };
      expect(seen).toEqual({
        ...seen,
        usedWithinSpins: true,
        used: num(pack.stored),
        won: num(pack.stored_win),
        bet: game.lines * game.betPerLine,
      });
      const closed = pack.state === "done" || pack.state === "expired";
      const grant = {
        id: pack.id,
        state: pack.state,
        grants: num(pack.grants),
        grantId: pack.grant_id === null ? null : num(pack.grant_id),
        bonus: pack.grant_bonus === null ? null : num(pack.grant_bonus),
        grantState: pack.grant_state,
        lines: num(pack.grant_lines),
        moved: num(pack.line_amount),
      };
      expect(grant).toEqual(
        closed && won > 0
          ? {
              ...grant,
              grants: 1,
              grantId: num(pack.keyed_grant),
              bonus: won,
              grantState: "active",
              lines: 1,
              moved: won,
            }
          : { ...grant, grants: 0, grantId: null, bonus: null, grantState: null, lines: 0, moved: 0 },
      );
      // A finished pack played every spin; an expired one was due when the engine closed it; an
      // active one has spins left and is not due yet (the engine closed everything due).
      const expiresAt = new Date(pack.expires_at).getTime();
      if (pack.state === "done")
        expect({ id: pack.id, used: pack.used }).toEqual({ id: pack.id, used: pack.spins });
      if (pack.state === "expired")
        expect({ id: pack.id, due: expiresAt <= new Date(pack.closed_at ?? 0).getTime() }).toEqual({
          id: pack.id,
          due: true,
        });
      if (pack.state === "active")
        expect({ id: pack.id, left: pack.used < pack.spins, due: expiresAt <= settledAt.getTime() }).toEqual({
          id: pack.id,
          left: true,
          due: false,
        });
    }
    console.log(`free spins chaos packs: ${JSON.stringify([...states])}`);

    // One round key, one round: stored once, and every answer to it was that round.
    const stored = await rows<{
      round_key: string;
      n: string;
      detail: unknown;
      member_id: number;
      award_id: string;
      campaign_id: number;
      played_at: Date | string;
      expires_at: Date | string;
    }>(
      db,
      sql`select s.round_key, count(*) over (partition by a.member_id, s.round_key) as n, s.detail, a.member_id,
          s.award_id, a.campaign_id, s.played_at, a.expires_at
        from bonus_award_spins s join bonus_awards a on a.id = s.award_id
        where a.member_id = any(${idList(memberIds)}) order by s.award_id`,
    );
    // A round stored in two packs would be one round played twice: twins of one round key at the
    // moment a pack runs out of time, on instances whose clocks fall either side of it, would take
    // different packs. The member and game's lock in playBonusSpin queues them, so the second
    // finds the round the first stored.
    const twice = stored
      .filter((row) => num(row.n) > 1)
      .map(
        (row) =>
          `${row.round_key} in pack ${row.award_id} (campaign ${row.campaign_id === eight ? 8 : 5} spins, ` +
          `expires ${new Date(row.expires_at).toISOString()}) played ${new Date(row.played_at).toISOString()} ` +
          `answered ${JSON.stringify(answers.get(row.round_key)?.answers.map((answer) => (answer.ok ? answer.detail : answer.code)))}`,
      );
    expect({ roundsPlayedTwice: twice }).toEqual({ roundsPlayedTwice: [] });
    const storedOf = new Map(stored.map((row) => [row.round_key, row]));
    let splitTwins = 0;
    const mismatched: string[] = [];
    for (const [roundKey, entry] of answers) {
      const details = entry.answers.flatMap((answer) => (answer.ok ? [answer.detail] : []));
      const row = storedOf.get(roundKey);
      // Refused before the member's pack was there (or past its time), answered once it was.
      if (details.length > 0 && details.length < entry.answers.length) splitTwins += 1;
      if (details.length === 0) {
        // Never answered a round: never stored one.
        if (row) mismatched.push(`${roundKey}: stored but always refused`);
        continue;
      }
      if (!row || row.member_id !== entry.memberId) {
        mismatched.push(`${roundKey}: answered but not stored for its member`);
        continue;
      }
      for (const detail of details)
        if (!isDeepStrictEqual(detail, row.detail))
          mismatched.push(
            `${roundKey}: answered ${JSON.stringify(detail)}, stored ${JSON.stringify(row.detail)}`,
          );
    }
    console.log(`free spins chaos: ${splitTwins} round keys both refused and answered`);
    expect(mismatched).toEqual([]);

    // Free spins cost the member nothing; the bonus accounts hold exactly the packs' grants; each
    // grant was told once.
    const money = await rows<{
      member_id: number;
      main: string;
      bonus: string;
      granted: string;
      told: string;
      grants: string;
    }>(
      db,
      sql`
        select m.id as member_id,
          coalesce((select credits_posted - debits_posted from ledger_accounts where member_id = m.id and kind = 'main'), 0) as main,
          coalesce((select credits_posted - debits_posted from ledger_accounts where member_id = m.id and kind = 'bonus'), 0) as bonus,
          coalesce((select sum(bonus) from bonus_grants where member_id = m.id and key like 'award:%'), 0) as granted,
          (select count(*) from bonus_grants where member_id = m.id) as grants,
          (select count(*) from member_messages where member_id = m.id and kind = 'bonus_granted') as told
        from members m where m.id = any(${idList(memberIds)})`,
    );
    expect(money.length).toBe(members.length);
    for (const row of money)
      expect({
        member: row.member_id,
        main: num(row.main),
        bonus: num(row.bonus),
        told: num(row.told),
      }).toEqual({
        member: row.member_id,
        main: OPENING,
        bonus: num(row.granted),
        told: num(row.grants),
      });
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);

type TLevel = {
  rank: number;
  minDeposits: number;
  minValidBet: number;
  rebateBp: number;
  birthdayBonus: number;
};

const LEVELS: readonly TLevel[] = [
  { rank: 1, minDeposits: 0, minValidBet: 100_000, rebateBp: 50, birthdayBonus: 5_000 },
  { rank: 2, minDeposits: 50_000, minValidBet: 600_000, rebateBp: 80, birthdayBonus: 0 },
  { rank: 3, minDeposits: 200_000, minValidBet: 2_000_000, rebateBp: 125, birthdayBonus: 30_000 },
];

// The hourly VIP job on three instances at once, several times (decisions/0022 and the job's own
// promise: "safe to run again, and on several instances at once"): members with play and deposits
// yesterday, earlier in the 30 days and before them, some holding a rank already, some with their
// birthday today. At the end each member holds the rank its 30 days earn, was told of a change
// of rank exactly once (never when it kept its rank), got yesterday's rebate at its new rank's
// rate exactly once, and its rank's birthday bonus exactly once this year when the rank has one.
it("the VIP job on three instances at once ranks, pays rebates and birthdays once", async () => {
  const now = () => new Date();
  const options = { instances: 3, memberCount: 24, opening: OPENING, prefix: "vipchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const random = createRandom(SEED + 2);
    const merchant = await (contexts[0] as TAppContext).merchants.byMerchantCode("demo");
    if (!merchant) throw new Error("demo merchant missing");
    // One merchant day from the first write to the last check.
    const wait = waitBeforeStart([merchant.timeZone], new Date(), 20_000);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const todayMs = localToday(new Date(), merchant.timeZone);
    const today = dayString(todayMs);
    const yesterday = dayString(todayMs - DAY_MS);
    const year = today.slice(0, 4);

    await db.execute(sql`delete from vip_levels where merchant_id = ${merchantId}`);
    for (const level of LEVELS)
      await db.execute(sql`
        insert into vip_levels (merchant_id, rank, name, min_deposits, min_valid_bet, rebate_bp, withdraw_daily_max,
          dedicated_service, birthday_bonus)
        values (${merchantId}, ${level.rank}, ${JSON.stringify({ EN: `Level ${level.rank}` })}::jsonb,
          ${level.minDeposits}, ${level.minValidBet}, ${level.rebateBp}, null, false, ${level.birthdayBonus})`);

    // Each member's days: yesterday, earlier in the window, today (not yet counted) and before the
    // window (no longer counted); its rank now; a birthday today or another day.
    type TPlan = {
      member: TMember;
      before: number;
      window: { deposits: number; validBet: number };
      yesterdayBet: number;
      birthdayToday: boolean;
    };
    const plans: TPlan[] = [];
    for (const [i, member] of members.entries()) {
      const bet = () => (random() < 0.25 ? 0 : randomInt(random, 1, 30) * 100_000);
      const deposit = () => (random() < 0.3 ? 0 : randomInt(random, 1, 30) * 10_000);
      const days = [
        { day: yesterday, validBet: bet(), deposits: deposit(), counted: true },
        {
          day: dayString(todayMs - randomInt(random, 2, 29) * DAY_MS),
          validBet: bet(),
          deposits: deposit(),
          counted: true,
        },
        { day: today, validBet: bet(), deposits: deposit(), counted: false },
        {
          day: dayString(todayMs - randomInt(random, 31, 60) * DAY_MS),
          validBet: bet(),
          deposits: deposit(),
          counted: false,
        },
      ].filter(() => random() < 0.85);
      for (const day of days)
        await db.execute(sql`
          insert into leaderboard_days (merchant_id, member_id, day, valid_bet, win, deposits)
          values (${merchantId}, ${member.id}, ${day.day}::date, ${day.validBet}, 0, ${day.deposits})`);
      const counted = days.filter((day) => day.counted);
      const before = random() < 0.4 ? randomInt(random, 1, 3) : 0;
      // Born on today's month and day in a leap year, so even 29 February is a real date.
      const birthdayToday = random() < 0.5;
      const birthday = birthdayToday
        ? `${1964 + 4 * (i % 9)}${today.slice(4)}`
        : `${1964 + 4 * (i % 9)}-${today.slice(5, 7) === "06" ? "01" : "06"}-15`;
      await db.execute(
        sql`update members set rank_level = ${before}, birthday = ${birthday}::date where id = ${member.id}`,
      );
      plans.push({
        member,
        before,
        window: {
          deposits: counted.reduce((sum, day) => sum + day.deposits, 0),
          validBet: counted.reduce((sum, day) => sum + day.validBet, 0),
        },
        yesterdayBet: days.find((day) => day.day === yesterday)?.validBet ?? 0,
        birthdayToday,
      });
    }

    const runs: { changed: number; rebates: number; birthdays: number }[] = [];
    const failures: string[] = [];
    for (let round = 0; round < 4; round += 1)
      for (const result of await Promise.allSettled(contexts.map((ctx) => evaluateVip(ctx))))
        if (result.status === "fulfilled") runs.push(result.value);
        else failures.push(refusalCode(result.reason));
    expect(localToday(new Date(), merchant.timeZone)).toBe(todayMs);
    console.log(`vip chaos runs: ${JSON.stringify(runs)}`);
    expect(failures).toEqual([]);

    const memberIds = members.map((member) => member.id);
    const facts = await rows<{ id: number; rank_level: number; club_label: string | null; changed: string }>(
      db,
      sql`select m.id, m.rank_level, m.club_label,
          (select count(*) from member_messages g where g.member_id = m.id and g.kind = 'vip_rank_changed') as changed
        from members m where m.id = any(${idList(memberIds)})`,
    );
    const rewards = await rows<{ member_id: number; source: string; source_key: string; amount: string }>(
      db,
      sql`select member_id, source, source_key, amount from reward_claims
        where member_id = any(${idList(memberIds)}) order by id`,
    );
    const told = await rows<{ member_id: number; n: string }>(
      db,
      sql`select member_id, count(*) as n from member_messages where kind = 'reward_available'
        and member_id = any(${idList(memberIds)}) group by member_id`,
    );
    let expectedChanges = 0;
    let expectedBirthdays = 0;
    const toldWrongly: string[] = [];
    for (const plan of plans) {
      const id = plan.member.id;
      const rank = rankFor(LEVELS, plan.window);
      const level = LEVELS.find((candidate) => candidate.rank === rank);
      const rebate = level ? rebateFor(plan.yesterdayBet, level.rebateBp) : 0;
      const birthday = plan.birthdayToday && level ? level.birthdayBonus : 0;
      if (rank !== plan.before) expectedChanges += 1;
      if (birthday > 0) expectedBirthdays += 1;
      const fact = facts.find((row) => row.id === id);
      const mine = rewards.filter((reward) => reward.member_id === id);
      const seen = {
        member: id,
        rank: fact?.rank_level,
        club: fact?.club_label ?? null,
        rebates: mine
          .filter((reward) => reward.source === "rebate")
          .map((reward) => ({ key: reward.source_key, amount: num(reward.amount) })),
        birthdays: mine
          .filter((reward) => reward.source === "birthday")
          .map((reward) => ({ key: reward.source_key, amount: num(reward.amount) })),
        birthdayMessages: num(told.find((row) => row.member_id === id)?.n),
      };
      expect(seen).toEqual({
        member: id,
        rank,
        // Whoever changed the rank also set its club label; a kept rank kept its (no) label.
        club: rank !== plan.before && level ? `Level ${rank}` : null,
        rebates: rebate > 0 ? [{ key: `rebate:${id}:${yesterday}`, amount: rebate }] : [],
        birthdays: birthday > 0 ? [{ key: `birthday:${id}:${year}`, amount: birthday }] : [],
        birthdayMessages: birthday > 0 ? 1 : 0,
      });
      // Told of a new rank once, whichever instance changed it; never when the rank stayed: the job
      // compares the new rank with the member's row locked in its transaction, not with the rank it
      // read before, so instances that read the same old rank change it and tell the member once.
      const rankMessages = num(fact?.changed);
      if (rankMessages !== (rank !== plan.before ? 1 : 0))
        toldWrongly.push(`member ${id}: rank ${plan.before} to ${rank}, told ${rankMessages} times`);
    }
    expect(toldWrongly).toEqual([]);
    console.log(
      `vip chaos: ${plans.length} members, ${expectedChanges} rank changes and ${expectedBirthdays} birthday bonuses expected, ${rewards.length} rewards`,
    );
    expect(expectedChanges).toBeGreaterThan(0);
    expect(expectedBirthdays).toBeGreaterThan(0);
  });
}, 300_000);
