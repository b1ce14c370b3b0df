import type { TBoLotteryDrawDetail } from "@orchid/contract/backoffice-lottery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "../games/games.module.css";
import own from "./lottery.module.css";

/** What the merchant's real members placed on the draw and won, with a link to their slips. */
export function DrawTotals(props: { draw: TBoLotteryDrawDetail }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { totals } = props.draw;
  const figures: [string, string][] = [
    ["bo_lottery_open_slips", formatNumber(totals.openSlips)],
    ["bo_lottery_settled_slips", formatNumber(totals.settledSlips)],
    ["bo_lottery_cancelled_slips", formatNumber(totals.cancelledSlips)],
    ["bo_lottery_lines", formatNumber(totals.lines)],
    ["bo_games_stake", formatMinor(totals.stake)],
    ["bo_games_win", formatMinor(totals.win)],
    ["bo_lottery_valid_stake", formatMinor(totals.validStake)],
  ];
  return (
    <section className={`card ${own.section}`} aria-labelledby="lottery-totals-title">
      <div className={own.sectionHead}>
        <h2 id="lottery-totals-title">{t("bo_lottery_totals")}</h2>
        <Link to={`/lottery/slips?drawId=${props.draw.id}&preset=last30`}>{t("bo_lottery_see_slips")}</Link>
      </div>
      <p className={own.note}>{t("bo_lottery_totals_explained")}</p>
      <dl className={styles.totals} data-testid="lottery-draw-totals">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
