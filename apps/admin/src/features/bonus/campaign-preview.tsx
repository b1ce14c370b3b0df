import type { TCampaign } from "@orchid/contract/bonus";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./bonus.module.css";
import { campaignName } from "./campaign-rules.ts";

/**
 * Who a saved campaign's conditions reach now (a draft's too): the merchant's active real
 * members, those meeting its labels, VIP rank and countries, those it has already paid, and a
 * few qualifying usernames for a spot check. It reads what is saved, not the form being typed.
 */
export function CampaignPreview(props: {
  campaign: Pick<TCampaign, "id" | "name">;
  onClose: () => void;
  isNested?: boolean;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatNumber = useFormatNumber();
  const titleId = useId();
  const { campaign } = props;
  const query = useConsoleQuery("boCampaignPreview", { id: campaign.id });

  return (
    <section
      className={`${props.isNested ? styles.section : "card"} ${styles.preview}`}
      aria-labelledby={titleId}
      data-testid="bonus-preview"
    >
      <div className={styles.chartHead}>
        <h3 id={titleId} className={styles.flat}>
          {t("bo_bonus_preview_title", {
            name: campaignName(campaign.name, language) || `#${campaign.id}`,
          })}
        </h3>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-small"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
            data-testid="bonus-preview-refresh"
          >
            {query.isFetching ? t("bo_loading") : t("bo_bonus_preview_refresh")}
          </button>
          <button type="button" className="btn btn-small" onClick={props.onClose}>
            {t("bo_close")}
          </button>
        </div>
      </div>
      <p className={styles.note}>{t("bo_bonus_preview_hint")}</p>
      <QueryState query={query}>
        {(preview) => (
          <>
            <dl className={styles.figures} data-testid="bonus-preview-figures">
              <div data-testid="bonus-preview-members">
                <dt>{t("bo_bonus_preview_members")}</dt>
                <dd>{formatNumber(preview.members)}</dd>
              </div>
              <div data-testid="bonus-preview-qualifying">
                <dt>{t("bo_bonus_preview_qualifying")}</dt>
                <dd>{formatNumber(preview.qualifying)}</dd>
              </div>
              <div data-testid="bonus-preview-paid">
                <dt>{t("bo_bonus_preview_already_paid")}</dt>
                <dd>{formatNumber(preview.alreadyPaid)}</dd>
              </div>
            </dl>
            {preview.sample.length === 0 ? (
              <p className="muted">{t("bo_bonus_preview_none")}</p>
            ) : (
              <div className={styles.sample}>
                <span className="muted">{t("bo_bonus_preview_sample")}</span>
                <ul data-testid="bonus-preview-sample">
                  {preview.sample.map((username) => (
                    <li key={username} className="mono">
                      {username}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
