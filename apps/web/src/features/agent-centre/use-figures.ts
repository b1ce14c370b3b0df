import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { type TMoneyFormat, useMoney } from "../wallet/use-money.ts";

export type TFigures = TMoneyFormat & {
  /** A whole count in the visitor's numbering system: "1,204". */
  count: (value: number) => string;
  /** A rate in basis points as a percentage: 35 → "0.35%". */
  rate: (rateBp: number) => string;
};

/** Money, counts and rates of the agent pages, each in the visitor's locale. */
export function useFigures(): TFigures {
  const tag = useLocaleTag();
  const money = useMoney();
  const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const rates = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 });
  return {
    ...money,
    count: (value) => counts.format(value),
    rate: (rateBp) => rates.format(rateBp / 10_000),
  };
}
