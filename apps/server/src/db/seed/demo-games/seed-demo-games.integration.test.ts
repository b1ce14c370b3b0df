import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { rowsOf } from "../../database.ts";
import { buildDemoCatalogue } from "./build-demo-catalogue.ts";
import { seedDemoGames } from "./seed-demo-games.ts";

// The seeded database holds exactly the generated catalogue, and seeding again changes nothing.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Code-point order, as the database's C collation sorts these ASCII codes. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TRow = {
  code: string;
  vendor_code: string;
  en: string;
  min_bet: number;
  line_count: number;
  parent: string | null;
};

async function stored(): Promise<TRow[]> {
  const result = await t.ctx.database.db.execute(sql`
    select g.code, g.vendor_code, g.names ->> 'EN' as en, g.min_bet, g.line_count, p.code as parent
    from games g left join games p on p.id = g.parent_id
    -- The lottery's own games are listed by the lottery module, not the demo seed.
    where g.vendor_code not in ('LOTT', 'ELOTT')
    order by g.vendor_code, g.code`);
  return rowsOf<TRow>(result);
}

describe("the demo game seed", () => {
  it("stores the generated catalogue row for row", async () => {
    const expected = buildDemoCatalogue()
      .map((g) => ({
        code: g.code,
        vendor_code: g.vendorCode,
        en: g.names.EN,
        min_bet: g.minBet,
        line_count: g.lineCount,
        parent: g.parentCode,
      }))
      .sort((a, b) => byText(a.vendor_code, b.vendor_code) || byText(a.code, b.code));
    const rows = await stored();
    expect(rows).toHaveLength(expected.length);
    expect(rows).toEqual(expected);
  });

  it("adds nothing on a second run and leaves the transfer vendors' wallet mode alone", async () => {
    const before = (await stored()).length;
    const added = await t.ctx.database.db.transaction((tx) => seedDemoGames(tx));
    expect(added).toBe(false);
    expect((await stored()).length).toBe(before);
    const vendors = await t.ctx.database.db.execute(
      sql`select code, wallet_mode from game_vendors where code in ('LUNA', 'KITE', 'EMBER') order by code`,
    );
    expect(rowsOf(vendors)).toEqual([
      { code: "EMBER", wallet_mode: "transfer" },
      { code: "KITE", wallet_mode: "transfer" },
      { code: "LUNA", wallet_mode: "transfer" },
    ]);
  });
});
