import type { TBookBet } from "@orchid/contract/sportsbook";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import buttons from "../../ui/button.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { BetLegItem } from "./bet-leg-item.tsx";
import styles from "./bets.module.css";

type TBetCardProps = { bet: TBookBet; onCashOut: (bet: TBookBet, amount: number) => void };

/** A placed bet: its kind and legs, the stake, odds and what it may return or returned, and cash-out. */
export function BetCard({ bet, onCashOut }: TBetCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  return (
    <li className={styles.bet} data-testid="sb-bet" data-bet-id={bet.id} data-state={bet.state}>
      <header className={styles.betHead}>
        <strong>
          {bet.kind === "parlay" ? t("sb_parlay_title", { count: bet.legs.length }) : t("sb_single")}
        </strong>
        <span className={styles.betState} data-state={bet.state}>
          {t(`sb_bet_state_${bet.state}`)}
        </span>
        <span className={styles.betMeta}>
          {t("sb_bet_no", { id: bet.id })} ·{" "}
          <time dateTime={bet.placedAt}>{formatZonedDateTime(new Date(bet.placedAt), timeZone)}</time>
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <BetLegItem key={leg.selectionId} leg={leg} isBetOpen={bet.state === "open"} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t("sb_stake")}</dt>
          <dd>{money.withSymbol(bet.stake)}</dd>
        </div>
        {bet.kind === "parlay" && (
          <div>
            <dt>{t("sb_odds")}</dt>
            <dd>{bet.odds}</dd>
          </div>
        )}
        <div>
          <dt>{t("sb_potential_return")}</dt>
          <dd>{money.withSymbol(bet.potentialReturn)}</dd>
        </div>
        {bet.payout !== null && (
          <div>
            <dt>{t(bet.state === "cashed_out" ? "sb_cashed_out_for" : "sb_payout")}</dt>
            <dd className={styles.payout} data-testid="sb-bet-payout" data-minor={bet.payout}>
              {money.withSymbol(bet.payout)}
            </dd>
          </div>
        )}
      </dl>
      {bet.state === "open" && bet.cashOut !== null && (
        <button
          type="button"
          className={`${buttons.ghost} ${styles.cashOut}`}
          data-testid="sb-cashout"
          data-minor={bet.cashOut}
          onClick={() => bet.cashOut !== null && onCashOut(bet, bet.cashOut)}
        >
          {t("sb_cashout_for", { amount: money.withSymbol(bet.cashOut) })}
        </button>
      )}
    </li>
  );
}
