import { range } from "./pick-cells.ts";
import type { TPickerSpec } from "./picker-spec.ts";
import { randomBelow, sampleOf, type TRandomBelow } from "./random-below.ts";

/**
 * Random valid picks for a bet type's picker, drawn with the browser's cryptographic generator:
 * `quickCount` different buttons of a grid, one number of a digits bet (never a roll), or one
 * set of `size` balls. Empty for typed picks, which have no known syntax to draw from.
 */
export function quickPicks(spec: TPickerSpec, size?: number, random: TRandomBelow = randomBelow): string[] {
  switch (spec.kind) {
    case "cells": {
      const cells = spec.rows.flatMap((row) => row.cells);
      return sampleOf(cells, spec.quickCount, random).map((cell) => cell.pick);
    }
    case "digits":
      return [Array.from({ length: spec.digits }, () => String(random(10))).join("")];
    case "balls": {
      const count = size !== undefined && spec.sizes.includes(size) ? size : (spec.sizes[0] ?? 1);
      const balls = sampleOf(range(1, spec.highest), count, random);
      return [spec.pickOf(spec.isOrdered ? balls : balls.sort((a, b) => a - b), count)];
    }
    case "text":
      return [];
  }
}
