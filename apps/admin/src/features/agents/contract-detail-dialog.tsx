import { LIVE_CONTRACT_STATES, type TAgentContract } from "@orchid/contract/agent";
import type { TBoContractDetail } from "@orchid/contract/backoffice-agents";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import { CONTRACT_STATE_LOOKS, KIND_KEYS, PLATFORM_KEY } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { ContractEvents } from "./contract-events.tsx";
import { TerminateContractForm } from "./terminate-contract-form.tsx";
import { TermsTable } from "./terms-table.tsx";
import { useFormatEpoch } from "./use-format-epoch.ts";

const TERMINATION_KEYS: Record<NonNullable<TAgentContract["terminationBy"]>, string> = {
  holder: "bo_agents_termination_holder",
  upline: "bo_agents_termination_upline",
  platform: "bo_agents_termination_platform",
};

/** One contract: who signed it, its terms (and a change awaiting the holder), its history; terminate it. */
export function ContractDetailDialog(props: { id: number; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useConsoleQuery("boAgentContract", { id: props.id });
  return (
    <EditDialog
      title={t("bo_agents_contract_title", { id: props.id })}
      onClose={props.onClose}
      testId="contract-detail"
    >
      <QueryState query={query}>
        {(detail) => <ContractDetail detail={detail} canWrite={props.canWrite} />}
      </QueryState>
    </EditDialog>
  );
}

function ContractDetail(props: { detail: TBoContractDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const formatEpoch = useFormatEpoch(true);
  const { contract, events } = props.detail;
  const look = CONTRACT_STATE_LOOKS[contract.state];
  const isLive = (LIVE_CONTRACT_STATES as readonly string[]).includes(contract.state);
  const facts: [string, ReactNode][] = [
    ["bo_agents_holder", contract.holder],
    ["bo_agents_upline", contract.upline ?? t(PLATFORM_KEY)],
    ["bo_agents_kind", t(KIND_KEYS[contract.kind])],
    [
      "bo_agents_state",
      <span key="state" className={look.badge}>
        {t(look.key)}
      </span>,
    ],
    ["bo_agents_created", formatEpoch(contract.createdAt)],
    ["bo_agents_accepted", formatEpoch(contract.acceptedAt)],
    ["bo_agents_updated", formatEpoch(contract.updatedAt)],
  ];
  if (contract.terminationBy)
    facts.push(["bo_agents_termination_by", t(TERMINATION_KEYS[contract.terminationBy])]);
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.section}>
        <h3>{t("bo_agents_terms")}</h3>
        <TermsTable terms={contract.terms} testId="contract-terms" />
      </section>
      {contract.pendingTerms && (
        <section className={styles.section}>
          <h3>{t("bo_agents_pending_terms")}</h3>
          <TermsTable terms={contract.pendingTerms} />
        </section>
      )}
      <section className={styles.section}>
        <h3>{t("bo_agents_history")}</h3>
        <ContractEvents events={events} />
      </section>
      {props.canWrite && isLive && <TerminateContractForm id={contract.id} />}
    </>
  );
}
