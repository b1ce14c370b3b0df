import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "./book.module.css";
import { useTradingChange } from "./use-trading-change.ts";

type TMarket = TBoBookTrading["markets"][number];

/**
 * A market's switches: suspend (prices stay shown, no bets) and reopen at once; close (off the
 * board) takes a second press. The limit per bet opens its dialog.
 */
export function MarketActions(props: { market: TMarket; onLimit: () => void }) {
  const { t } = useTranslation();
  const { market } = props;
  const change = useTradingChange("boBookMarketState", { successKey: "bo_book_market_changed" });
  const to = (state: TMarket["state"]) => change.run({ marketId: market.id, state });
  return (
    <div className={styles.marketActions}>
      {market.state === "open" && (
        <button
          type="button"
          className="btn btn-small"
          disabled={change.isPending}
          onClick={() => to("suspended")}
          data-testid={`book-suspend-${market.id}`}
        >
          {t("bo_book_suspend")}
        </button>
      )}
      {market.state !== "open" && (
        <button
          type="button"
          className="btn btn-small"
          disabled={change.isPending}
          onClick={() => to("open")}
          data-testid={`book-reopen-${market.id}`}
        >
          {t("bo_book_reopen")}
        </button>
      )}
      {market.state !== "closed" && (
        <ConfirmButton
          className="btn btn-small btn-danger"
          disabled={change.isPending}
          onConfirm={() => to("closed")}
          testId={`book-close-${market.id}`}
        >
          {t("bo_book_close_market")}
        </ConfirmButton>
      )}
      <button
        type="button"
        className="btn btn-small"
        onClick={props.onLimit}
        data-testid={`book-limit-${market.id}`}
      >
        {t("bo_book_limit")}
      </button>
    </div>
  );
}
