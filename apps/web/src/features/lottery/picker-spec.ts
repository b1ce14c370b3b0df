/** How a pick button is labelled: a number, a translated word, or dice faces. */
export type TCellLabel =
  | { kind: "text"; text: string }
  | { kind: "key"; key: string; values?: Record<string, string | number> }
  | { kind: "dice"; faces: readonly number[] };

/** One button of a pick grid; pressing it adds `pick` (the bet type's own syntax) to the picks. */
export type TPickCell = { pick: string; label: TCellLabel };

/** A row of a pick grid, labelled when the grid has several (a position, a pair). */
export type TCellRow = { label: TCellLabel | null; cells: readonly TPickCell[] };

/**
 * The picker a bet type needs:
 * - `cells`: a grid of buttons, each pressed button one pick (00–99, big/small, positions, dice);
 *   a quick pick presses `quickCount` of them;
 * - `digits`: numbers of `digits` digits entered one at a time (3–4 digit bets), with "R" for a
 *   roll where the bet type offers it;
 * - `balls`: a set of `size` different balls 1–`highest` chosen together as one pick (11x5), in
 *   the order chosen when `isOrdered`; `sizes` offers a choice of set size (any 1 … any 8);
 * - `text`: typed picks, for a bet type this site does not know yet.
 */
export type TPickerSpec =
  | { kind: "cells"; rows: readonly TCellRow[]; quickCount: number }
  | { kind: "digits"; digits: number; canRoll: boolean }
  | {
      kind: "balls";
      highest: number;
      sizes: readonly number[];
      isOrdered: boolean;
      pickOf: (balls: readonly number[], size: number) => string;
    }
  | { kind: "text" };
