import { useCallback } from "react";
import { LANGUAGE_TAGS } from "../../i18n/console-i18n.ts";
import { useConsoleStore } from "../../store/console-store.ts";

/** A return-to-player rate (0.9604) as a percentage with two decimals ("96.04%"), "—" when none. */
export function useFormatRate(): (rate: number | null) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (rate) =>
      rate === null
        ? "—"
        : new Intl.NumberFormat(LANGUAGE_TAGS[language], {
            style: "percent",
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(rate),
    [language],
  );
}

/**
 * A difference of rates in percentage points (0.012 → "+1.20"), with its sign unless `isSigned`
 * is false; "—" when none.
 */
export function useFormatPoints(): (points: number | null, isSigned?: boolean) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (points, isSigned = true) =>
      points === null
        ? "—"
        : new Intl.NumberFormat(LANGUAGE_TAGS[language], {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            signDisplay: isSigned ? "exceptZero" : "auto",
          }).format(points * 100),
    [language],
  );
}
