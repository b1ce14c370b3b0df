import { CAMPAIGN_STATES, type TCampaign } from "@orchid/contract/bonus";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { SelectFilter } from "../games/select-filter.tsx";
import { oneOf, useParamFilters } from "../games/use-param-filters.ts";
import styles from "./bonus.module.css";
import { CAMPAIGN_STATE_LOOKS } from "./bonus-vocabulary.ts";
import { CampaignForm } from "./campaign-form.tsx";
import { CampaignPreview } from "./campaign-preview.tsx";
import { pageCountOf } from "./campaign-rules.ts";
import { CampaignsTable } from "./campaigns-table.tsx";

const PAGE_SIZE = 20;
const CAMPAIGN_FILTERS = ["state"] as const;

/** What the form is open for: a new campaign, or one of the list. */
type TEditing = { campaign: TCampaign | null };

/**
 * The merchant's bonus campaigns by state: what each grants and has cost, and who each one's
 * conditions reach now (the eligibility preview). Operators who shape campaigns (bonus.write)
 * create and change them, and start, pause or end them.
 */
export function CampaignsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canWrite = useCan("bonus.write");
  const { values, page, update, goTo } = useParamFilters(CAMPAIGN_FILTERS);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [previewing, setPreviewing] = useState<TCampaign | null>(null);
  const query = useConsoleQuery("boCampaigns", {
    state: oneOf(values.state, CAMPAIGN_STATES),
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("bo_bonus_nav_campaigns")}>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ campaign: null })}
            data-testid="bonus-campaign-new"
          >
            {t("bo_bonus_new")}
          </button>
        )}
      </PageHeader>
      <div className="stack">
        {editing && (
          <CampaignForm
            key={editing.campaign ? editing.campaign.id : "new"}
            campaign={editing.campaign}
            onDone={() => setEditing(null)}
          />
        )}
        {previewing && (
          <CampaignPreview key={previewing.id} campaign={previewing} onClose={() => setPreviewing(null)} />
        )}
        <form className={`card ${styles.filters}`} aria-label={t("bo_queue_filters")}>
          <SelectFilter
            label={t("bo_status")}
            value={values.state}
            options={CAMPAIGN_STATES.map((state) => ({
              value: state,
              label: t(CAMPAIGN_STATE_LOOKS[state].key),
            }))}
            onChange={(state) => update({ state })}
            testId="bonus-campaigns-state"
          />
        </form>
        <QueryState query={query}>
          {(found) => (
            <div className="stack">
              <p className="muted" data-testid="bonus-campaigns-total">
                {t("bo_bonus_campaigns_found", { total: formatNumber(found.total) })}
              </p>
              {found.rows.length === 0 ? (
                <ResultsNotice textKey="bo_bonus_campaigns_none" />
              ) : (
                <CampaignsTable
                  rows={found.rows}
                  canWrite={canWrite}
                  onEdit={(campaign) => setEditing({ campaign })}
                  onPreview={setPreviewing}
                />
              )}
              <Pager page={page} totalPages={pageCountOf(found.total, PAGE_SIZE)} onPage={goTo} />
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
