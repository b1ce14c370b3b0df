import { AGENT_CONTRACT_KINDS, AGENT_CONTRACT_STATES } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../games/select-filter.tsx";
import { CONTRACT_STATE_LOOKS, KIND_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { SearchFilter } from "./search-filter.tsx";

export const CONTRACT_FILTERS = ["kind", "state", "username"] as const;
type TValues = Record<(typeof CONTRACT_FILTERS)[number], string>;

/** Kind and state apply at once; the username when sent. */
export function ContractFilters(props: { values: TValues; onChange: (patch: Partial<TValues>) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`card ${styles.filters}`}>
      <SelectFilter
        label={t("bo_agents_kind")}
        value={props.values.kind}
        options={AGENT_CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) }))}
        onChange={(kind) => props.onChange({ kind })}
        testId="contract-kind"
      />
      <SelectFilter
        label={t("bo_agents_state")}
        value={props.values.state}
        options={AGENT_CONTRACT_STATES.map((state) => ({
          value: state,
          label: t(CONTRACT_STATE_LOOKS[state].key),
        }))}
        onChange={(state) => props.onChange({ state })}
        testId="contract-state"
      />
      <SearchFilter
        labelKey="bo_agents_username"
        value={props.values.username}
        onSearch={(username) => props.onChange({ username })}
        testId="contract-username"
      />
    </div>
  );
}
