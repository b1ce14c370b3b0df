import type { TBoFight } from "@orchid/contract/sabong";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import gamesStyles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import { FightBadge } from "./fight-badge.tsx";
import { per100Text } from "./per-100-text.ts";
import styles from "./sabong.module.css";
import { cancelReasonKey } from "./sabong-vocabulary.ts";

const COLUMNS = [
  "bo_sabong_col_fight",
  "bo_sabong_col_entries",
  "bo_status",
  "bo_sabong_col_opened",
  "bo_sabong_col_pools",
  "bo_sabong_col_per_100",
  "bo_sabong_bets",
  "bo_sabong_col_paid",
  "bo_sabong_col_refunded",
  "bo_sabong_col_house_take",
];
const NUMBER_COLUMNS = new Set([
  "bo_sabong_col_pools",
  "bo_sabong_col_per_100",
  "bo_sabong_bets",
  "bo_sabong_col_paid",
  "bo_sabong_col_refunded",
  "bo_sabong_col_house_take",
]);

/** Why a fight was cancelled, under its state: the automatic reasons in words, or the operator's. */
function CancelNote({ fight }: { fight: TBoFight }) {
  const { t } = useTranslation();
  const reason = cancelReasonKey(fight.cancelReason);
  if (!reason) return null;
  return (
    <small className={styles.cellNote}>
      {t(reason.key, { reason: fight.cancelReason ?? "", min: per100Text(fight.minPer100) })}
    </small>
  );
}

/**
 * The derby's fights, newest first: entries, state (with a cancel's reason or the result waiting
 * for approval), pools and payouts per 100, bets, and once ended what was paid and refunded and
 * the house's take (negative when a draw paid out more than the draw bets took).
 */
export function FightsTable({ rows }: { rows: TBoFight[] }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="sabong-fights-table">
      {rows.map((fight) => {
        return (
          <tr key={fight.id} data-testid={`sabong-fight-${fight.id}`} data-state={fight.state}>
            <td className={gamesStyles.nowrap}>
              <strong className="mono">#{fight.fightNo}</strong>
              <small className={styles.cellNote}>{fight.derby}</small>
            </td>
            <td>
              <span className={styles.meronText}>{fight.meron}</span>
              <span className={styles.cellNote}>{t("bo_sabong_v")}</span>
              <span className={styles.walaText}>{fight.wala}</span>
            </td>
            <td>
              <FightBadge state={fight.state} />
              <CancelNote fight={fight} />
              {fight.pendingApprovalId !== null && (
                <small className={styles.cellNote}>
                  <Link to="/approvals">{t("bo_sabong_pending_short", { id: fight.pendingApprovalId })}</Link>
                </small>
              )}
            </td>
            <td className={gamesStyles.nowrap} title={formatDateTime(fight.openedAt)}>
              {formatShort(fight.openedAt)}
            </td>
            <td className={gamesStyles.number}>
              <span className={styles.meronText}>{formatMinor(fight.pools.meron)}</span>
              <span className={styles.walaText}>{formatMinor(fight.pools.wala)}</span>
              <small className={styles.cellNote}>
                {t("bo_sabong_draw_short")} {formatMinor(fight.pools.draw)}
              </small>
            </td>
            <td className={gamesStyles.number}>
              <span className={styles.meronText}>{per100Text(fight.payoutPer100.meron)}</span>
              <span className={styles.walaText}>{per100Text(fight.payoutPer100.wala)}</span>
            </td>
            <td className={gamesStyles.number}>{formatNumber(fight.bets)}</td>
            <td className={gamesStyles.number}>{formatMinor(fight.paid)}</td>
            <td className={gamesStyles.number}>{formatMinor(fight.refunded)}</td>
            <td
              className={`${gamesStyles.number} ${fight.houseTake !== null && fight.houseTake < 0 ? styles.negative : ""}`}
            >
              {formatMinor(fight.houseTake)}
            </td>
          </tr>
        );
      })}
    </GamesTable>
  );
}
