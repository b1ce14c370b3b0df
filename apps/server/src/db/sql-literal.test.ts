import { describe, expect, it } from "vitest";
import { sqlArray, sqlLiteral } from "./sql-literal.ts";

describe("sqlLiteral", () => {
  it("writes null, booleans and safe integers as bare SQL", () => {
    expect(sqlLiteral(null)).toBe("null");
    expect(sqlLiteral(true)).toBe("true");
    expect(sqlLiteral(false)).toBe("false");
    expect(sqlLiteral(0)).toBe("0");
    expect(sqlLiteral(-42)).toBe("-42");
    expect(sqlLiteral(Number.MAX_SAFE_INTEGER)).toBe("9007199254740991");
    expect(sqlLiteral(Number.MIN_SAFE_INTEGER)).toBe("-9007199254740991");
  });

  it("refuses numbers that would not read back exactly, or are not numbers SQL knows", () => {
    for (const bad of [1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
      expect(() => sqlLiteral(bad), String(bad)).toThrow(/safe integer/);
    }
  });

  it("writes strings as E'' literals with quotes and backslashes doubled", () => {
    expect(sqlLiteral("")).toBe("E''");
    expect(sqlLiteral("plain")).toBe("E'plain'");
    expect(sqlLiteral("it's")).toBe("E'it''s'");
    expect(sqlLiteral("a\\b")).toBe("E'a\\\\b'");
    // A backslash before a quote must not escape the quote that closes or doubles it.
    expect(sqlLiteral("\\'")).toBe("E'\\\\'''");
    expect(sqlLiteral("'; drop table members; --")).toBe("E'''; drop table members; --'");
  });

  it("refuses NUL, which PostgreSQL text cannot hold", () => {
    expect(() => sqlLiteral("a\u0000b")).toThrow(/NUL/);
    expect(() => sqlArray(["ok", "\u0000"], "text")).toThrow(/NUL/);
  });
});

describe("sqlArray", () => {
  it("writes a typed array of literals, an empty one still carrying its type", () => {
    expect(sqlArray([1, 2, -3], "bigint")).toBe("array[1,2,-3]::bigint[]");
    expect(sqlArray(["a", null, "b'c"], "text")).toBe("array[E'a',null,E'b''c']::text[]");
    expect(sqlArray([], "int")).toBe("array[]::int[]");
  });

  it("refuses an unsafe number anywhere in the array", () => {
    expect(() => sqlArray([1, 2, 0.5], "int")).toThrow(/safe integer/);
  });
});
