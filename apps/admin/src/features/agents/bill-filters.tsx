import { AGENT_BILL_STATES, AGENT_CONTRACT_KINDS } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../games/select-filter.tsx";
import { oneOf } from "../games/use-param-filters.ts";
import { agentPeriodInput } from "./agent-period.ts";
import { AgentPeriodFields } from "./agent-period-fields.tsx";
import { BILL_STATE_LOOKS, KIND_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { SearchFilter } from "./search-filter.tsx";

export const BILL_FILTERS = ["preset", "from", "to", "kind", "state", "username"] as const;
export type TBillValues = Record<(typeof BILL_FILTERS)[number], string>;

/** The bills call's input for these filters (without the page). */
export function billQueryOf(values: TBillValues) {
  return {
    ...agentPeriodInput(values),
    kind: oneOf(values.kind, AGENT_CONTRACT_KINDS),
    state: oneOf(values.state, AGENT_BILL_STATES),
    username: values.username || undefined,
  };
}

/** Period, kind and state apply at once; the username when sent. */
export function BillFilters(props: { values: TBillValues; onChange: (patch: Partial<TBillValues>) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`card ${styles.filters}`}>
      <AgentPeriodFields values={props.values} onChange={props.onChange} testId="bill-preset" />
      <SelectFilter
        label={t("bo_agents_kind")}
        value={props.values.kind}
        options={AGENT_CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) }))}
        onChange={(kind) => props.onChange({ kind })}
        testId="bill-kind"
      />
      <SelectFilter
        label={t("bo_agents_state")}
        value={props.values.state}
        options={AGENT_BILL_STATES.map((state) => ({ value: state, label: t(BILL_STATE_LOOKS[state].key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="bill-state"
      />
      <SearchFilter
        labelKey="bo_agents_username"
        value={props.values.username}
        onSearch={(username) => props.onChange({ username })}
        testId="bill-username"
      />
    </div>
  );
}
