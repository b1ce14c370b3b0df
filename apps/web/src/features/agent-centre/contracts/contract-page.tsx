import type { TAgentContractKind } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { ContractBills } from "./contract-bills.tsx";
import { CONTRACT_VIEW_CALLS } from "./contract-calls.ts";
import { IssuedContractRow } from "./issued-contract-row.tsx";
import { MyContractCard } from "./my-contract-card.tsx";
import { OfferContractForm } from "./offer-contract-form.tsx";

/**
 * One contract kind's page (dividend record, daily wages, hourly and real-time salary): the
 * contract I hold or am offered, those I issued to downlines with an offer form, and the bills.
 */
export function ContractPage({ kind }: { kind: TAgentContractKind }) {
  const { t } = useTranslation();
  const view = useApiQuery(CONTRACT_VIEW_CALLS[kind]);
  const [isOffering, setIsOffering] = useState(false);
  if (view.isError) return <QueryProblem error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Loader />;
  const { mine, issued, canOffer, maxTiers } = view.data;
  const parent = mine && mine.state !== "pending_new" ? mine.terms : null;
  return (
    <div className={centre.page} data-testid={`contract-page-${kind}`}>
      <MyContractCard contract={mine} />
      <section className={centre.card} data-testid="issued-contracts">
        <div className={centre.cardHead}>
          <h4 className={centre.cardTitle}>{t("agc_contract_issued")}</h4>
          {canOffer && parent && !isOffering && (
            <button
              type="button"
              className={buttonStyles.primary}
              data-testid="offer-open"
              onClick={() => setIsOffering(true)}
            >
              {t("agc_offer_title")}
            </button>
          )}
        </div>
        {isOffering && parent && (
          <OfferContractForm
            kind={kind}
            parent={parent}
            maxTiers={maxTiers}
            issued={issued}
            onDone={() => setIsOffering(false)}
          />
        )}
        {issued.length === 0 ? (
          <p className={centre.muted}>{t("agc_contract_issued_none")}</p>
        ) : (
          issued.map((contract) => (
            <IssuedContractRow key={contract.id} contract={contract} parent={parent} maxTiers={maxTiers} />
          ))
        )}
      </section>
      <ContractBills kind={kind} />
    </div>
  );
}
