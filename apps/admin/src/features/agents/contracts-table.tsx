import type { TAgentContract } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { ResultsTable } from "../../ui/results-table.tsx";
import { CONTRACT_STATE_LOOKS, KIND_KEYS, PLATFORM_KEY } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { formatBp } from "./rate-percent.ts";
import { useFormatEpoch } from "./use-format-epoch.ts";

const COLUMNS = [
  "bo_agents_holder",
  "bo_agents_upline",
  "bo_agents_kind",
  "bo_agents_state",
  "bo_agents_top_rate",
  "bo_agents_updated",
  "bo_action",
];
const END = new Set(["bo_agents_top_rate"]);

/** The highest rate a contract's tiers reach (tiers rise, so the last). */
export function topRateBp(contract: TAgentContract): number {
  return contract.terms.tiers.at(-1)?.rateBp ?? 0;
}

/** One row per contract: who holds it, who pays it (an upline, or the platform), its state and top rate. */
export function ContractsTable(props: { rows: TAgentContract[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const formatEpoch = useFormatEpoch();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END}
      testId="contracts-table"
    >
      {props.rows.map((contract) => {
        const look = CONTRACT_STATE_LOOKS[contract.state];
        return (
          <tr key={contract.id} data-testid={`contract-${contract.id}`}>
            <td>{contract.holder}</td>
            <td>{contract.upline ?? <span className="muted">{t(PLATFORM_KEY)}</span>}</td>
            <td className={styles.nowrap}>{t(KIND_KEYS[contract.kind])}</td>
            <td>
              <span className={look.badge} data-status={contract.state}>
                {t(look.key)}
              </span>
            </td>
            <td className={styles.number}>{formatBp(topRateBp(contract))}</td>
            <td className={`mono ${styles.nowrap}`}>{formatEpoch(contract.updatedAt)}</td>
            <td>
              <button type="button" className="btn btn-small" onClick={() => props.onOpen(contract.id)}>
                {t("bo_agents_open")}
              </button>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
