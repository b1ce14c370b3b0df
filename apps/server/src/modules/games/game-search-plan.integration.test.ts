import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { testDatabaseKind } from "../../test/test-database-kind.ts";
import { listStatements, type TGameFilter } from "./game-list-repo.ts";

// A name search of three or more characters must be answered from the trigram index, not by
// reading the whole catalogue. Plans are PostgreSQL's; PGlite runs the same SQL but is not asked.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function plan(statement: ReturnType<typeof listStatements>["page"]): Promise<string> {
  const result = await t.ctx.database.db.execute(sql`explain ${statement}`);
  return rowsOf<{ "QUERY PLAN": string }>(result)
    .map((row) => row["QUERY PLAN"])
    .join("\n");
}

describe.runIf(testDatabaseKind() === "postgres")("the search plan on PostgreSQL", () => {
  const base: TGameFilter = { gameType: "RNG", language: "EN" };
  const page = { limit: 24, offset: 0 };

  it("counts a 3 to 7 character search, in any script, from the trigram index", async () => {
    for (const search of ["pho", "phoenix", "bonanza", "莲花财", "hoa sen"]) {
      const statements = listStatements({ ...base, search }, page);
      const count = await plan(statements.count);
      expect(count, search).toContain("Bitmap Index Scan on games_search_trgm_idx");
      expect(count, search).not.toMatch(/Seq Scan on games/);
      // The page may instead walk the list index in display order when the word is common (it
      // stops after 24 hits); it never reads the whole table.
      const first = await plan(statements.page);
      expect(first, search).toMatch(/games_search_trgm_idx|games_(vendor_)?list_idx/);
      expect(first, search).not.toMatch(/Seq Scan on games/);
    }
  });

  it("pages a rare name straight from the trigram index", async () => {
    const text = await plan(listStatements({ ...base, search: "phoenix bonanza" }, page).page);
    expect(text).toContain("Bitmap Index Scan on games_search_trgm_idx");
  });

  it("reads the plain list from the list index", async () => {
    const text = await plan(listStatements(base, page).page);
    expect(text).toMatch(/Index (Only )?Scan using games_(vendor_)?list_idx/);
    expect(text).not.toMatch(/Seq Scan on games/);
  });
});
