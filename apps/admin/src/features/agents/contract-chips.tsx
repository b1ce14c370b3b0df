import type { TDownlineRow } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { CONTRACT_STATE_LOOKS, KIND_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { formatBp } from "./rate-percent.ts";

/** A member's contracts in short: kind and top rate, coloured by state (the state in the title). */
export function ContractChips(props: { contracts: TDownlineRow["contracts"] }) {
  const { t } = useTranslation();
  if (props.contracts.length === 0) return <span className="muted">—</span>;
  return (
    <div className={styles.chips}>
      {props.contracts.map((contract) => {
        const look = CONTRACT_STATE_LOOKS[contract.state];
        return (
          <span key={contract.kind} className={look.badge} title={t(look.key)} data-status={contract.state}>
            {t(KIND_KEYS[contract.kind])} {formatBp(contract.topRateBp)}
            {contract.state !== "active" && ` · ${t(look.key)}`}
          </span>
        );
      })}
    </div>
  );
}
