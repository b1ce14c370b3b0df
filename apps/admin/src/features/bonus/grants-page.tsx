import { GRANT_STATES } from "@orchid/contract/bonus";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { oneOf, useParamFilters, wholeNumber } from "../games/use-param-filters.ts";
import { ApprovalSentNotice } from "./approval-sent-notice.tsx";
import { ForfeitDialog } from "./forfeit-dialog.tsx";
import { GRANT_FILTERS, GrantsFilters } from "./grants-filters.tsx";
import { GrantsTable } from "./grants-table.tsx";
import { ManualGrantForm } from "./manual-grant-form.tsx";
import { useCampaignOptions } from "./use-campaign-options.ts";

const PAGE_SIZE = 20;

type TGrant = TValueOf<"boGrants">["rows"][number];

/**
 * The merchant's bonus grants by campaign, member and state, newest first, with their wagering
 * progress. Finance (bonus.grant) grants manual campaigns by hand and forfeits active grants;
 * above the four-eyes amount both wait for a second operator.
 */
export function GrantsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canGrant = useCan("bonus.grant");
  const { values, page, update, goTo } = useParamFilters(GRANT_FILTERS);
  const campaigns = useCampaignOptions();
  const [isGranting, setIsGranting] = useState(false);
  const [forfeiting, setForfeiting] = useState<TGrant | null>(null);
  const [filed, setFiled] = useState<{ grantId: number; approvalId: number } | null>(null);
  const query = useConsoleQuery("boGrants", {
    campaignId: wholeNumber(values.campaignId),
    username: values.username || undefined,
    state: oneOf(values.state, GRANT_STATES),
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("bo_bonus_nav_grants")}>
        {canGrant && !isGranting && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setIsGranting(true)}
            data-testid="bonus-manual-open"
          >
            {t("bo_bonus_manual_grant")}
          </button>
        )}
      </PageHeader>
      <div className="stack">
        {canGrant && isGranting && !campaigns.isPending && (
          <ManualGrantForm campaigns={campaigns.manual} onClose={() => setIsGranting(false)} />
        )}
        {filed && (
          <ApprovalSentNotice
            text={t("bo_bonus_forfeit_sent_for_approval", { grant: filed.grantId, id: filed.approvalId })}
            onDismiss={() => setFiled(null)}
            testId="bonus-forfeit-filed"
          />
        )}
        <GrantsFilters values={values} campaigns={campaigns.all} onChange={update} />
        <PagedResults
          query={query}
          noneKey="bo_bonus_grants_none"
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="bonus-grants-total">
              {t("bo_bonus_grants_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => <GrantsTable rows={rows} canForfeit={canGrant} onForfeit={setForfeiting} />}
        </PagedResults>
      </div>
      {forfeiting && (
        <ForfeitDialog
          key={forfeiting.id}
          grant={forfeiting}
          onClose={() => setForfeiting(null)}
          onFiled={(approvalId) => setFiled({ grantId: forfeiting.id, approvalId })}
        />
      )}
    </>
  );
}
