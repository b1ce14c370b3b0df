import type { TCellLabel, TCellRow, TPickCell } from "./picker-spec.ts";

/** The two-sided picks: big/small and odd/even. */
export const SIDES = ["big", "small", "odd", "even"] as const;

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

export function padded(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

export function textLabel(text: string): TCellLabel {
  return { kind: "text", text };
}

export function keyLabel(key: string, values?: Record<string, string | number>): TCellLabel {
  return values === undefined ? { kind: "key", key } : { kind: "key", key, values };
}

export function diceLabel(...faces: number[]): TCellLabel {
  return { kind: "dice", faces };
}

/** Numbers `from`–`to` written with `width` digits, each its own pick unless `pickOf` says otherwise. */
export function numberCells(
  from: number,
  to: number,
  width: number,
  pickOf: (text: string) => string = (text) => text,
): TPickCell[] {
  return range(from, to).map((value) => {
    const text = padded(value, width);
    return { pick: pickOf(text), label: textLabel(text) };
  });
}

/** Word picks ("big", "dragon"), labelled `lott_side_<word>`. */
export function wordCells(words: readonly string[], pickOf: (word: string) => string = (word) => word) {
  return words.map((word): TPickCell => ({ pick: pickOf(word), label: keyLabel(`lott_side_${word}`) }));
}

/** One row per position 1–`count` ("p1", "p2" …), its cells made by `cellsAt`. */
export function positionRows(count: number, cellsAt: (where: string) => TPickCell[]): TCellRow[] {
  return range(1, count).map((position) => ({
    label: keyLabel("lott_position", { n: position }),
    cells: cellsAt(`p${position}`),
  }));
}

export function singleRow(cells: readonly TPickCell[]): TCellRow[] {
  return [{ label: null, cells }];
}
