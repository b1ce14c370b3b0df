import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { expectedReturn } from "./expected-return.ts";
import { hitWhen } from "./hit-when.ts";

const coin = [0, 1];
const guess = (result: number, line: number) => hitWhen(result === line);

describe("the exact expected return of a line", () => {
  it("averages what each equally likely outcome pays, per unit of cost", () => {
    expect(expectedReturn(coin, guess, 1, { cost: 1_000, pays: { hit: 1_980 } })).toEqual(
      fraction(99n, 100n),
    );
    const twice = (result: number) => ({ hit: result });
    expect(expectedReturn([0, 1, 2, 3], twice, 0, { cost: 4, pays: { hit: 2 } })).toEqual(fraction(3n, 4n));
  });

  it("refuses a hit without a price, and no outcomes", () => {
    expect(() => expectedReturn(coin, guess, 1, { cost: 1, pays: { other: 2 } })).toThrow(RangeError);
    expect(() => expectedReturn([], guess, 1, { cost: 1, pays: { hit: 2 } })).toThrow(RangeError);
  });
});
