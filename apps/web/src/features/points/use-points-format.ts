import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import type { TPointsProblem } from "./points-checks.ts";

export type TPointsFormat = {
  /** Whole points in the member's locale: "12,500". */
  count: (points: number) => string;
  /** Signed: "+120" / "−50" (zero unsigned). */
  signed: (points: number) => string;
};

/** Formats points (whole numbers) for display in the member's locale. */
export function usePointsFormat(): TPointsFormat {
  const localeTag = useLocaleTag();
  const format = useMemo(() => new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }), [localeTag]);
  const count = (points: number) => format.format(points);
  const signed = (points: number) =>
    points === 0 ? count(0) : `${points < 0 ? "−" : "+"}${count(Math.abs(points))}`;
  return { count, signed };
}

/**
 * The translated message of a points form problem (null when none): its numbers in the member's
 * locale, `{field}` the label of the field it is about.
 */
export function usePointsProblemText(): (problem: TPointsProblem | null, fieldKey: string) => string | null {
  const { t } = useTranslation();
  const { count } = usePointsFormat();
  return (problem, fieldKey) => {
    if (!problem) return null;
    const values = Object.fromEntries(
      Object.entries(problem.values ?? {}).map(([name, value]) => [name, count(value)]),
    );
    return t(problem.key, { ...values, field: t(fieldKey) });
  };
}
