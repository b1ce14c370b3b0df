import type { TBoRtpFigures } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./games.module.css";
import { useFormatPoints, useFormatRate } from "./use-format-rate.ts";

/** The figure columns both RTP tables share, in this order. */
export const RTP_COLUMNS = [
  "bo_games_rounds",
  "bo_games_stake",
  "bo_games_win",
  "bo_games_rtp_observed",
  "bo_games_rtp_theoretical",
  "bo_games_rtp_difference",
  "bo_games_rtp_tolerance",
];

/** The difference observed − theoretical, or null when either is missing. */
export function rtpDifference(figures: TBoRtpFigures): number | null {
  return figures.observedRtp === null || figures.theoreticalRtp === null
    ? null
    : figures.observedRtp - figures.theoreticalRtp;
}

/**
 * Rounds, stakes, wins, observed and theoretical RTP, their difference (percentage points) and
 * the tolerance for that many rounds; a difference outside the tolerance is flagged in words as
 * well as colour.
 */
export function RtpCells(props: { figures: TBoRtpFigures }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  const formatPoints = useFormatPoints();
  const { figures } = props;
  const difference = rtpDifference(figures);
  return (
    <>
      <td className={styles.number}>{formatNumber(figures.rounds)}</td>
      <td className={styles.number}>{formatMinor(figures.stake)}</td>
      <td className={styles.number}>{formatMinor(figures.win)}</td>
      <td className={styles.number}>{formatRate(figures.observedRtp)}</td>
      <td className={styles.number}>{formatRate(figures.theoreticalRtp)}</td>
      <td className={styles.number} data-outside={figures.isOutside ?? undefined}>
        {formatPoints(difference)}
        {figures.isOutside && (
          <div>
            <span className="badge badge-bad">{t("bo_games_rtp_outside")}</span>
          </div>
        )}
      </td>
      <td className={`${styles.number} ${styles.muted}`}>
        {figures.tolerance === null ? "—" : `± ${formatPoints(figures.tolerance, false)}`}
      </td>
    </>
  );
}
