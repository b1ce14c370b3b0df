import { useTranslation } from "react-i18next";
import type { TAmountCheck } from "./check-amount.ts";
import { useMoney } from "./use-money.ts";

/** The translated message of an amount check ("The minimum amount is K 10.00"); empty when fine. */
export function useAmountProblem(): (check: TAmountCheck) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (check) => {
    if (check.problem === null) return "";
    const amount = check.bound === undefined ? "" : money.withSymbol(check.bound);
    return t(check.problem, { amount });
  };
}
