import type { TBookBetLeg } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./bets.module.css";
import { eventPath } from "./event-path.ts";
import { marketTitle } from "./market-name.ts";
import { selectionLabel } from "./selection-label.ts";
import { useOddsText } from "./use-odds-text.ts";

type TBetLegItemProps = {
  leg: TBookBetLeg;
  /** The bet still waits for its legs (a cashed-out bet's unsettled legs show no outcome). */
  isBetOpen: boolean;
};

/** One leg of a placed bet: the pick, its market and event, the price taken and how it settled. */
export function BetLegItem({ leg, isBetOpen }: TBetLegItemProps) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const market = { type: leg.marketType, line: leg.line, map: leg.map };
  return (
    <li className={styles.leg} data-testid="sb-bet-leg" data-outcome={leg.outcome ?? "open"}>
      <div className={styles.legMain}>
        <bdi className={styles.legPick}>{selectionLabel(market, leg, leg, t)}</bdi>
        <span className={styles.legOdds}>@ {oddsText(leg.odds)}</span>
      </div>
      <p className={styles.legMeta}>
        {marketTitle(market, t)}
        {leg.live && <span className={styles.liveTag}>{t("sb_live")}</span>}
      </p>
      <p className={styles.legMeta}>
        <Link to={eventPath(leg.eventId)}>
          <bdi>{leg.away ? t("sb_versus", { home: leg.home, away: leg.away }) : leg.home}</bdi>
        </Link>
      </p>
      {(leg.outcome !== null || isBetOpen) && (
        <span className={styles.outcome} data-outcome={leg.outcome ?? "open"}>
          {t(`sb_outcome_${leg.outcome ?? "open"}`)}
        </span>
      )}
    </li>
  );
}
