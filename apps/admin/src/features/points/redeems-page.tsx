import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import { RedeemDecisionDialog } from "./redeem-decision-dialog.tsx";
import { redeemChoiceOf, redeemStateOf } from "./redeem-filters.ts";
import { REDEEM_FILTERS, RedeemFiltersBar } from "./redeem-filters-bar.tsx";
import { RedeemsTable, type TConsoleRedeem } from "./redeems-table.tsx";

const PAGE_SIZE = 20;

type TDeciding = { redeem: TConsoleRedeem; decision: "approve" | "reject" };

/**
 * The mall's redeems: the queue of those waiting for an operator (the default), and the history
 * of decided ones with their notes. Finance (bonus.grant) approves or rejects; rejecting gives the
 * member's points and cash back and returns the stock.
 */
export function RedeemsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canDecide = useCan("bonus.grant");
  const { values, page, update, goTo } = useParamFilters(REDEEM_FILTERS);
  const choice = redeemChoiceOf(values.state);
  const [deciding, setDeciding] = useState<TDeciding | null>(null);
  const query = useConsoleQuery("boRedeems", {
    state: redeemStateOf(choice),
    username: values.username || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("bo_points_nav_redeems")} />
      <div className="stack">
        <RedeemFiltersBar state={choice} username={values.username} onChange={update} />
        <PagedResults
          query={query}
          noneKey={choice === "applying" ? "bo_points_queue_empty" : "bo_points_redeems_none"}
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="points-redeems-total">
              {t("bo_points_redeems_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => (
            <RedeemsTable
              rows={rows}
              canDecide={canDecide}
              onDecide={(redeem, decision) => setDeciding({ redeem, decision })}
            />
          )}
        </PagedResults>
      </div>
      {deciding && (
        <RedeemDecisionDialog
          key={`${deciding.redeem.id}-${deciding.decision}`}
          redeem={deciding.redeem}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
