import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./slip.module.css";
import { dismissPlaced, useSlipStore } from "./slip-store.ts";

/** The bets the last "Place bets" placed: each with its stake and what it may return. */
export function SlipReceipts() {
  const { t } = useTranslation();
  const money = useMoney();
  const placed = useSlipStore((state) => state.placed);
  if (placed.length === 0) return null;
  return (
    <div className={styles.receipts} role="status" data-testid="sb-placed">
      <ul>
        {placed.map((bet) => (
          <li key={bet.id} data-bet-id={bet.id}>
            {t(bet.kind === "parlay" ? "sb_placed_parlay" : "sb_placed_single", {
              id: bet.id,
              stake: money.withSymbol(bet.stake),
              odds: bet.odds,
              amount: money.withSymbol(bet.potentialReturn),
            })}
          </li>
        ))}
      </ul>
      <div className={styles.receiptActions}>
        <Link to="/sports/bets">{t("sb_view_my_bets")}</Link>
        <button type="button" onClick={dismissPlaced}>
          {t("sb_dismiss")}
        </button>
      </div>
    </div>
  );
}
