import { AGENT_CONTRACT_KINDS, AGENT_CONTRACT_STATES } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { oneOf, useParamFilters } from "../games/use-param-filters.ts";
import { ContractDetailDialog } from "./contract-detail-dialog.tsx";
import { CONTRACT_FILTERS, ContractFilters } from "./contract-filters.tsx";
import { ContractsTable } from "./contracts-table.tsx";
import { IssueContractDialog } from "./issue-contract-dialog.tsx";

const PAGE_SIZE = 20;

/**
 * Every contract of the merchant by kind, state or username; a row opens its terms and history,
 * where a live contract can be terminated. A platform contract is issued from here.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("agents.write");
  const { values, page, update, goTo } = useParamFilters(CONTRACT_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const [isIssuing, setIsIssuing] = useState(false);
  const query = useConsoleQuery("boAgentContracts", {
    kind: oneOf(values.kind, AGENT_CONTRACT_KINDS),
    state: oneOf(values.state, AGENT_CONTRACT_STATES),
    username: values.username || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("bo_nav_agent_contracts")}>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setIsIssuing(true)}
            data-testid="contract-issue-open"
          >
            {t("bo_agents_issue")}
          </button>
        )}
      </PageHeader>
      <div className="stack">
        <ContractFilters values={values} onChange={update} />
        <PagedResults query={query} noneKey="bo_agents_contracts_none" onPage={goTo}>
          {(rows) => <ContractsTable rows={rows} onOpen={setOpenId} />}
        </PagedResults>
      </div>
      {openId !== null && (
        <ContractDetailDialog id={openId} canWrite={canWrite} onClose={() => setOpenId(null)} />
      )}
      {isIssuing && (
        <IssueContractDialog
          onClose={() => setIsIssuing(false)}
          onIssued={(id) => {
            setIsIssuing(false);
            setOpenId(id);
          }}
        />
      )}
    </>
  );
}
