import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountField } from "../../money/amount-field.tsx";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import games from "../games/games.module.css";
import styles from "./book.module.css";
import { marketTitle } from "./selection-label.ts";
import { useTradingChange } from "./use-trading-change.ts";

/**
 * The most one bet may stake on a market, in major units; cleared, the merchant's maximum stake
 * applies (a market's limit never raises it).
 */
export function MarketLimitDialog(props: { market: TBoBookTrading["markets"][number]; onClose: () => void }) {
  const { t } = useTranslation();
  const { market } = props;
  const [amount, setAmount] = useState(market.maxStake === null ? "" : minorToMajorInput(market.maxStake));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const change = useTradingChange("boBookMarketLimit", { onSuccess: props.onClose });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (amount.trim() === "") return change.run({ marketId: market.id, maxStake: null });
    const parsed = parseMajorAmount(amount);
    setErrorKey(parsed.ok ? null : parsed.errorKey);
    if (parsed.ok) change.run({ marketId: market.id, maxStake: parsed.minor });
  }

  return (
    <EditDialog
      title={t("bo_book_limit_title", { market: marketTitle(market, t) })}
      onClose={props.onClose}
      testId="book-limit-dialog"
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.note}>{t("bo_book_limit_explained")}</p>
        <AmountField
          label={t("bo_book_max_stake_per_bet")}
          hint={t("bo_book_limit_hint")}
          value={amount}
          onChange={setAmount}
          errorKey={errorKey}
          testId="book-limit-amount"
        />
        <div className={games.dialogActions}>
          {market.maxStake !== null && (
            <button
              type="button"
              className="btn"
              disabled={change.isPending}
              onClick={() => change.run({ marketId: market.id, maxStake: null })}
            >
              {t("bo_book_limit_clear")}
            </button>
          )}
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {t("bo_games_save")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
