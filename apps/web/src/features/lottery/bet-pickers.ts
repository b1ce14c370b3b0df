import {
  diceLabel,
  keyLabel,
  numberCells,
  padded,
  positionRows,
  range,
  SIDES,
  singleRow,
  textLabel,
  wordCells,
} from "./pick-cells.ts";
import type { TCellRow, TPickCell, TPickerSpec } from "./picker-spec.ts";

/**
 * The picker of each bet type, following the pick syntax its rules document
 * (packages/games/src/lottery): the grid or entry the member uses writes exactly the picks the
 * bet type's `parse` reads, so the browser previews the lines the server will make.
 */
export function pickerOf(family: string, betType: string): TPickerSpec {
  const byFamily = PICKERS[family];
  return (byFamily && Object.hasOwn(byFamily, betType) ? byFamily[betType] : undefined) ?? { kind: "text" };
}

function cells(rows: readonly TCellRow[], quickCount = 1): TPickerSpec {
  return { kind: "cells", rows, quickCount };
}

const twoDigitNumbers = (quickCount = 1) => cells(singleRow(numberCells(0, 99, 2)), quickCount);
const digits = (count: number, canRoll = false): TPickerSpec => ({ kind: "digits", digits: count, canRoll });

/** Lô, đề, đầu/đuôi, càng, xiên and lô trượt; both VN families share them. */
const VN_PICKERS: Record<string, TPickerSpec> = {
  lo2: twoDigitNumbers(),
  lo3: digits(3),
  lo4: digits(4),
  de_special: twoDigitNumbers(),
  de_g7: twoDigitNumbers(),
  de_g8: twoDigitNumbers(),
  head: cells(singleRow(numberCells(0, 9, 1))),
  tail: cells(singleRow(numberCells(0, 9, 1))),
  three_cang: digits(3),
  four_cang: digits(4),
  xien2: twoDigitNumbers(2),
  xien3: twoDigitNumbers(3),
  xien4: twoDigitNumbers(4),
  slide4: twoDigitNumbers(4),
  slide8: twoDigitNumbers(8),
  slide10: twoDigitNumbers(10),
};

/** Straight bets take a roll ("12R4"); Box, iBox and 3A do not. */
const FOUR_D_PICKERS: Record<string, TPickerSpec> = {
  big: digits(4, true),
  small: digits(4, true),
  four_a: digits(4, true),
  box_big: digits(4),
  box_small: digits(4),
  ibox_big: digits(4),
  ibox_small: digits(4),
  three_a: digits(3),
};

const SSC_PICKERS: Record<string, TPickerSpec> = {
  two_sides: cells([
    ...positionRows(5, (where) => wordCells(SIDES, (side) => `${where}:${side}`)),
    { label: keyLabel("lott_sum"), cells: wordCells(SIDES, (side) => `sum:${side}`) },
  ]),
  position: cells(positionRows(5, (where) => numberCells(0, 9, 1, (digit) => `${where}:${digit}`))),
  dragon_tiger: cells(singleRow(wordCells(["dragon", "tiger", "tie"]))),
};

const sumCells = (from: number, to: number) =>
  range(from, to).map((sum): TPickCell => ({ pick: `sum:${sum}`, label: textLabel(String(sum)) }));

const PK10_PICKERS: Record<string, TPickerSpec> = {
  position: cells(positionRows(10, (where) => numberCells(1, 10, 2, (car) => `${where}:${car}`))),
  position_sides: cells(positionRows(10, (where) => wordCells(SIDES, (side) => `${where}:${side}`))),
  dragon_tiger: cells(
    range(1, 5).map((position) => ({
      label: keyLabel("lott_position_vs", { a: position, b: 11 - position }),
      cells: wordCells(["dragon", "tiger"], (side) => `p${position}:${side}`),
    })),
  ),
  top2_sum: cells(singleRow(sumCells(3, 19))),
  top2_sides: cells(singleRow(wordCells(SIDES))),
};

const FACES = range(1, 6);

/** Every set of `size` different faces, ascending ("12", "13" … or "123" …). */
function faceSets(size: number, from = 1): number[][] {
  if (size === 0) return [[]];
  return range(from, 6).flatMap((face) => faceSets(size - 1, face + 1).map((rest) => [face, ...rest]));
}

const faceSetCells = (size: number) =>
  faceSets(size).map((faces): TPickCell => ({ pick: faces.join(""), label: diceLabel(...faces) }));

const K3_PICKERS: Record<string, TPickerSpec> = {
  sum: cells(singleRow(sumCells(3, 18))),
  sides: cells(singleRow(wordCells(["big", "small"]))),
  triple_any: cells(singleRow([{ pick: "any", label: keyLabel("lott_pick_any_triple") }])),
  triple: cells(
    singleRow(FACES.map((face) => ({ pick: String(face).repeat(3), label: diceLabel(face, face, face) }))),
  ),
  three_different: cells(singleRow(faceSetCells(3))),
  two_different: cells(singleRow(faceSetCells(2))),
  pair: cells(
    singleRow(FACES.map((face) => ({ pick: String(face).repeat(2), label: diceLabel(face, face) }))),
  ),
  pair_single: cells(
    FACES.map((pair) => ({
      label: diceLabel(pair, pair),
      cells: FACES.filter((single) => single !== pair).map((single) => ({
        pick: `${pair}${pair}:${single}`,
        label: diceLabel(single),
      })),
    })),
  ),
};

const ballList = (balls: readonly number[]) => balls.map((ball) => padded(ball, 2)).join(",");

function frontBalls(size: number, isOrdered: boolean): TPickerSpec {
  return { kind: "balls", highest: 11, sizes: [size], isOrdered, pickOf: ballList };
}

const X11X5_PICKERS: Record<string, TPickerSpec> = {
  any_n: {
    kind: "balls",
    highest: 11,
    sizes: range(1, 8),
    isOrdered: false,
    pickOf: (balls, size) => `any${size}:${ballList(balls)}`,
  },
  front2_straight: frontBalls(2, true),
  front2_group: frontBalls(2, false),
  front3_straight: frontBalls(3, true),
  front3_group: frontBalls(3, false),
  position: cells(positionRows(5, (where) => numberCells(1, 11, 2, (ball) => `${where}:${ball}`))),
};

const PICKERS: Readonly<Record<string, Record<string, TPickerSpec>>> = {
  vn_north: VN_PICKERS,
  vn_south: VN_PICKERS,
  four_d: FOUR_D_PICKERS,
  ssc5d: SSC_PICKERS,
  pk10: PK10_PICKERS,
  k3: K3_PICKERS,
  x11x5: X11X5_PICKERS,
};
