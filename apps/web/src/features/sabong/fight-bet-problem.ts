import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TTranslate } from "../lottery/translate.ts";

const amountOf = (value: Record<string, unknown>, field: string): number => {
  const amount = value[field];
  return typeof amount === "number" && Number.isFinite(amount) ? amount : 0;
};

/**
 * What to tell the member when a bet is refused, in their language: the stake limit passed with
 * its amount, the fight no longer taking bets, or the refusal's own message (a real account
 * needed, the balance, a bonus's largest bet, a changed request).
 */
export function fightBetProblemText(error: unknown, t: TTranslate, money: (minor: number) => string): string {
  if (!(error instanceof ApiError)) return t(errorKeyOf(error));
  const value = error.value ?? {};
  switch (error.code) {
    case "BOOK_LIMIT":
      if (value.limit === "min_stake")
        return t("sabong_limit_min_stake", { amount: money(amountOf(value, "min")) });
      if (value.limit === "max_stake")
        return t("sabong_limit_max_stake", { amount: money(amountOf(value, "max")) });
      return t("sabong_limit_other");
    case "FIGHT_CLOSED":
      return t("err_fight_closed");
    default:
      return t(error.key);
  }
}
