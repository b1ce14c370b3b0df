import type { TFight } from "@orchid/contract/sabong";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./fight-card.module.css";
import { cancelReasonText, SIDE_KEYS } from "./fight-look.ts";
import { formatBasisPoints, formatDrawOdds, formatPer100 } from "./per-100.ts";
import { StateBadge } from "./state-badge.tsx";

type TBoardSide = "meron" | "wala";

function SideBoard({ fight, side }: { fight: TFight; side: TBoardSide }) {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const isWinner = fight.state === side;
  const isLoser = (fight.state === "meron" || fight.state === "wala") && !isWinner;
  return (
    <div
      className={`${styles.side} ${styles[side]} ${isWinner ? styles.winner : ""} ${isLoser ? styles.loser : ""}`}
      data-testid={`sabong-side-${side}`}
    >
      <p className={styles.sideLabel}>{t(SIDE_KEYS[side])}</p>
      <p className={styles.entry}>
        <bdi>{fight[side]}</bdi>
      </p>
      <p className={styles.payout}>
        <span className={styles.payoutValue} data-testid={`sabong-per100-${side}`}>
          {formatPer100(fight.payoutPer100[side], localeTag)}
        </span>
        <span className={styles.payoutLabel}>{t("sabong_per_100")}</span>
      </p>
      <p className={styles.pool}>
        <span>{t("sabong_pool")}</span>{" "}
        <strong data-testid={`sabong-pool-${side}`} data-minor={fight.pools[side]}>
          {money.withSymbol(fight.pools[side])}
        </strong>
      </p>
      {isWinner && <span className={styles.winnerMark}>{t("sabong_winner")}</span>}
    </div>
  );
}

/**
 * The fight on now: its derby and number, Meron (red) against Wala (blue) with each side's pool
 * and payout per 100 as they move, the draw's fixed odds, the state (LAST CALL flashing), and
 * once it ends the result or why it was cancelled.
 */
export function FightCard({ fight }: { fight: TFight }) {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const cancelText =
    fight.state === "cancelled"
      ? cancelReasonText(fight.cancelReason, t, formatPer100(fight.minPer100, localeTag))
      : null;
  return (
    <section
      className={styles.card}
      aria-labelledby="sabong-fight-title"
      data-testid="sabong-fight"
      data-fight-id={fight.id}
      data-state={fight.state}
    >
      <header className={styles.head}>
        <div className={styles.titles}>
          <p className={styles.derby}>
            <bdi>{fight.derby}</bdi>
          </p>
          <h2 id="sabong-fight-title" className={styles.fightNo}>
            {t("sabong_fight_no", { n: fight.fightNo })}
          </h2>
        </div>
        <StateBadge state={fight.state} size="large" />
      </header>
      <div className={styles.sides}>
        <SideBoard fight={fight} side="meron" />
        <span className={styles.vs} aria-hidden="true">
          {t("sabong_vs")}
        </span>
        <SideBoard fight={fight} side="wala" />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("sabong_draw_pays")}</dt>
          <dd data-testid="sabong-draw-odds">{formatDrawOdds(fight.drawOdds)}</dd>
        </div>
        <div>
          <dt>{t("sabong_draw_bets")}</dt>
          <dd>{money.withSymbol(fight.pools.draw)}</dd>
        </div>
        <div>
          <dt>{t("sabong_total_pool")}</dt>
          <dd>{money.withSymbol(fight.pools.meron + fight.pools.wala)}</dd>
        </div>
        <div>
          <dt>{t("sabong_plasada")}</dt>
          <dd>{formatBasisPoints(fight.plasadaBp)}</dd>
        </div>
      </dl>
      {cancelText && (
        <p className={styles.cancelled} role="status" data-testid="sabong-cancel-reason">
          {cancelText}
        </p>
      )}
      {fight.state === "draw" && (
        <p className={styles.drawn} role="status">
          {t("sabong_drawn_note")}
        </p>
      )}
    </section>
  );
}
