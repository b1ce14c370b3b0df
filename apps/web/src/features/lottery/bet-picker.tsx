import { BallsPicker } from "./balls-picker.tsx";
import { CellsPicker } from "./cells-picker.tsx";
import { DigitsPicker } from "./digits-picker.tsx";
import type { TPickerSpec } from "./picker-spec.ts";
import { TextPicker } from "./text-picker.tsx";

type TBetPickerProps = {
  spec: TPickerSpec;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
  /** The chosen set size of a balls picker (any 1 … any 8). */
  ballCount: number;
  onBallCount: (size: number) => void;
};

/** The picker a bet type needs (see `pickerOf`). */
export function BetPicker({ spec, picks, onPicks, ballCount, onBallCount }: TBetPickerProps) {
  switch (spec.kind) {
    case "cells":
      return <CellsPicker spec={spec} picks={picks} onPicks={onPicks} />;
    case "digits":
      return <DigitsPicker spec={spec} picks={picks} onPicks={onPicks} />;
    case "balls":
      return (
        <BallsPicker spec={spec} picks={picks} onPicks={onPicks} size={ballCount} onSize={onBallCount} />
      );
    case "text":
      return <TextPicker picks={picks} onPicks={onPicks} />;
  }
}
