import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../apps/server/src/db/database.ts";
import { postLedgerSteps } from "../../apps/server/src/modules/wallet/ledger.ts";
import { LedgerAccounts } from "../../apps/server/src/modules/wallet/ledger-accounts.ts";

export type TLotterySlipLoad = {
  merchantCode: string;
  drawId: number;
  family: string;
  memberIds: readonly number[];
  slipsPerMember: number;
  /** Each slip's picks by bet type (called once per slip). */
  entries: () => { betType: string; picks: string[] }[];
  /** Stake per line, minor units. */
  stake: number;
};

const LINES_PER_INSERT = 20_000;

/**
 * Writes open slips and their lines for a draw straight into the database, as placing would
 * leave them (lines parsed, described and covered by the real rules at the family's default
 * prices; each slip paid from the member's main wallet to the house by its own ledger transfer
 * `lottery-slip:<id>`). Answers how many lines it wrote.
 */
export async function loadLotterySlips(db: TDb, load: TLotterySlipLoad): Promise<number> {
  const rules = findLotteryFamily(load.family);
  if (!rules) throw new Error(`no lottery family ${load.family}`);
  const [merchant] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from merchants where code = ${load.merchantCode}`),
  );
  if (!merchant) throw new Error(`merchant ${load.merchantCode} is not seeded`);
  const [draw] = rowsOf<{ game_code: string }>(
    await db.execute(sql`select game_code from lottery_draws where id = ${load.drawId}`),
  );
  if (!draw) throw new Error(`no draw ${load.drawId}`);
  const ledger = new LedgerAccounts(db);
  const betTypes = new Map(rules.betTypes.map((betType) => [betType.code, betType]));
  let pending: Record<string, unknown>[] = [];
  let written = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await db.execute(sql`
      insert into lottery_lines (slip_id, draw_id, member_id, bet_type, line, label, stake, cost, pays,
        cover_group, cover_key, cover_space)
      select slip_id, ${load.drawId}, member_id, bet_type, line, label, stake, cost, pays, cover_group, cover_key,
        cover_space
      from jsonb_to_recordset(${JSON.stringify(pending)}::jsonb) as r(slip_id bigint, member_id int, bet_type text,
        line jsonb, label text, stake bigint, cost int, pays jsonb, cover_group text, cover_key text, cover_space int)`);
    written += pending.length;
    pending = [];
  };
  for (const memberId of load.memberIds) {
    const main = await ledger.member(db, merchant.id, memberId, "main");
    const house = await ledger.system(db, merchant.id, "house", memberId);
    for (let n = 0; n < load.slipsPerMember; n += 1) {
      const lines = load.entries().flatMap(({ betType: code, picks }) => {
        const betType = betTypes.get(code);
        const parsed = betType?.parse(picks);
        if (!betType || !parsed?.ok) throw new Error(`bench picks refused for ${code}`);
        return parsed.lines.map((line) => ({ betType, line }));
      });
      const total = lines.length * load.stake;
      const slipId = await db.transaction(async (tx) => {
        const [slip] = rowsOf<{ id: string | number }>(
          await tx.execute(sql`
            insert into lottery_slips (merchant_id, member_id, draw_id, game_code, request_key, request_hash, stake)
            values (${merchant.id}, ${memberId}, ${load.drawId}, ${draw.game_code}, ${`bench-${memberId}-${n}`}, '',
              ${total})
            returning id`),
        );
        const id = Number(slip?.id);
        await postLedgerSteps(tx, merchant.id, [
          {
            phase: "posted",
            debit: main,
            credit: house,
            amount: total,
            code: "game_bet",
            key: `lottery-slip:${id}`,
          },
        ]);
        return id;
      });
      for (const { betType, line } of lines) {
        const coverage = betType.coverage(line);
        pending.push({
          slip_id: slipId,
          member_id: memberId,
          bet_type: betType.code,
          line,
          label: betType.describe(line),
          stake: load.stake,
          cost: betType.defaultOdds.cost,
          pays: betType.defaultOdds.pays,
          cover_group: coverage.group,
          cover_key: coverage.key,
          cover_space: coverage.space,
        });
      }
      if (pending.length >= LINES_PER_INSERT) await flush();
    }
  }
  await flush();
  return written;
}
