import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditDialog } from "../games/edit-dialog.tsx";
import games from "../games/games.module.css";
import styles from "./book.module.css";
import { checkMarkets, type TMarketDraft } from "./market-draft.ts";
import { MarketsEditor } from "./markets-editor.tsx";
import { tradingMarketsDraft } from "./trading-markets-draft.ts";
import { useTradingChange } from "./use-trading-change.ts";

/**
 * New prices for one of the merchant's own events, as decimals before the merchant's margin,
 * and markets to add. Bets already placed keep their price; members see the new ones at once.
 */
export function OwnOddsDialog(props: { trading: TBoBookTrading; onClose: () => void }) {
  const { t } = useTranslation();
  const { event } = props.trading;
  const kind = event.kind === "series" ? "series" : "match";
  const [markets, setMarkets] = useState<TMarketDraft[]>(() => tradingMarketsDraft(props.trading.markets));
  const [local, setLocal] = useState<{ field: string; key: string } | null>(null);
  const change = useTradingChange("boBookEventOdds", {
    successKey: "bo_book_prices_saved",
    onSuccess: props.onClose,
  });
  const problem =
    local ?? (change.problem?.field ? { field: change.problem.field, key: change.problem.key } : null);
  const errorOf = (field: string) => (problem?.field === field ? problem.key : null);

  function handleSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const checked = checkMarkets(kind, markets);
    setLocal(checked.ok ? null : checked);
    if (checked.ok) change.run({ eventId: event.id, markets: checked.markets });
  }

  return (
    <EditDialog title={t("bo_book_edit_prices")} onClose={props.onClose} testId="book-odds-dialog">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.note}>{t("bo_book_edit_prices_explained")}</p>
        <MarketsEditor
          kind={kind}
          markets={markets}
          sides={{ home: event.home, away: event.away ?? "" }}
          errorOf={errorOf}
          onChange={setMarkets}
        />
        {change.problem && !change.problem.field && (
          <p className={styles.problem} role="alert">
            {t(change.problem.key)}
          </p>
        )}
        <div className={games.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={change.isPending}
            data-testid="book-odds-save"
          >
            {t("bo_book_save_prices")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
