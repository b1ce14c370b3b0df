import type { TCampaign } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./bonus.module.css";
import { CAMPAIGN_STATE_LOOKS, TRIGGER_KEYS } from "./bonus-vocabulary.ts";
import { campaignName, canEditCampaign } from "./campaign-rules.ts";
import { CampaignStateButtons } from "./campaign-state-buttons.tsx";
import { useFormatGranted, useRewardSummary } from "./use-reward-summary.ts";

const COLUMNS = [
  "bo_bonus_col_name",
  "bo_bonus_col_trigger",
  "bo_status",
  "bo_bonus_col_window",
  "bo_bonus_col_grants",
  "bo_bonus_converted",
  "bo_bonus_turnover",
  "bo_bonus_budget",
  "bo_action",
];
const END_COLUMNS = new Set([
  "bo_bonus_col_grants",
  "bo_bonus_converted",
  "bo_bonus_turnover",
  "bo_bonus_budget",
  "bo_action",
]);

/** The merchant's campaigns, newest first, with what each has granted and what that became. */
export function CampaignsTable(props: {
  rows: TCampaign[];
  canWrite: boolean;
  onEdit: (campaign: TCampaign) => void;
  onPreview: (campaign: TCampaign) => void;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const summary = useRewardSummary();
  const formatGranted = useFormatGranted();

  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="bonus-campaigns-table"
    >
      {props.rows.map((campaign) => {
        const look = CAMPAIGN_STATE_LOOKS[campaign.state];
        return (
          <tr key={campaign.id} data-testid={`bonus-campaign-${campaign.id}`}>
            <td className={styles.nameCell}>
              {campaignName(campaign.name, language)}
              <span className={styles.sub}>#{campaign.id}</span>
            </td>
            <td>
              {t(TRIGGER_KEYS[campaign.trigger])}
              <span className={styles.sub}>
                {summary(campaign.reward, campaign.wagering, campaign.gameName)}
              </span>
            </td>
            <td>
              <span className={look.badge} data-state={campaign.state}>
                {t(look.key)}
              </span>
            </td>
            <td className={styles.nowrap}>
              <span title={formatDateTime(campaign.startsAt)}>{formatShort(campaign.startsAt)}</span>
              <span className={styles.sub} title={formatDateTime(campaign.endsAt)}>
                {campaign.endsAt
                  ? t("bo_bonus_until", { at: formatShort(campaign.endsAt) })
                  : t("bo_bonus_no_end")}
              </span>
            </td>
            <td className={styles.number}>
              {formatNumber(campaign.grants)}
              <span className={styles.sub}>{formatGranted(campaign.reward, campaign.granted)}</span>
            </td>
            <td className={styles.number}>{formatMinor(campaign.converted)}</td>
            <td className={styles.number}>{formatMinor(campaign.turnover)}</td>
            <td className={styles.number}>
              {campaign.reward.kind === "points"
                ? t("bo_bonus_points_no_budget")
                : campaign.budget === null
                  ? t("bo_bonus_no_limit")
                  : formatMinor(campaign.budget)}
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  className="btn btn-small"
                  to={`/bonus/campaigns/${campaign.id}`}
                  data-testid={`bonus-campaign-${campaign.id}-results`}
                >
                  {t("bo_bonus_results")}
                </Link>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => props.onPreview(campaign)}
                  data-testid={`bonus-campaign-${campaign.id}-preview`}
                >
                  {t("bo_bonus_preview")}
                </button>
                {props.canWrite && canEditCampaign(campaign) && (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => props.onEdit(campaign)}
                    data-testid={`bonus-campaign-${campaign.id}-edit`}
                  >
                    {t("bo_bonus_edit")}
                  </button>
                )}
                {props.canWrite && <CampaignStateButtons campaign={campaign} />}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
