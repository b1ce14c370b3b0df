import type { TDownlineRow } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { MEMBER_STATUS, useMemberNames } from "../members/member-vocabulary.ts";
import styles from "./agents.module.css";
import { ContractChips } from "./contract-chips.tsx";

const COLUMNS = [
  "bo_username",
  "bo_member_type",
  "bo_agents_depth",
  "bo_agents_balance",
  "bo_agents_team_size",
  "bo_agents_direct_count",
  "bo_member_status",
  "bo_agents_contracts",
  "bo_action",
];
const END = new Set([
  "bo_agents_depth",
  "bo_agents_balance",
  "bo_agents_team_size",
  "bo_agents_direct_count",
]);

/**
 * One row per member of the level: a member with downlines opens the next level; the member's
 * own page (found by username) is where it is moved or its type changed.
 */
export function AgentTreeTable(props: { rows: TDownlineRow[]; onOpen: (username: string) => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { typeName } = useMemberNames();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END}
      testId="agent-tree-table"
    >
      {props.rows.map((row) => {
        const status = MEMBER_STATUS[row.status as keyof typeof MEMBER_STATUS];
        return (
          <tr key={row.username} data-testid={`agent-row-${row.username}`}>
            <td>
              {row.directCount > 0 ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => props.onOpen(row.username)}
                >
                  {row.username}
                </button>
              ) : (
                row.username
              )}
              {row.nickname && <div className="muted">{row.nickname}</div>}
            </td>
            <td className={styles.nowrap}>{typeName(row.type)}</td>
            <td className={styles.number}>{row.depth}</td>
            <td className={styles.number}>{formatMinor(row.balance)}</td>
            <td className={styles.number}>{formatNumber(row.teamSize)}</td>
            <td className={styles.number}>{formatNumber(row.directCount)}</td>
            <td>{status ? <span className={status.badge}>{t(status.key)}</span> : row.status}</td>
            <td>
              <ContractChips contracts={row.contracts} />
            </td>
            <td>
              <Link
                to={`/members?q=${encodeURIComponent(row.username)}`}
                className={styles.nowrap}
                data-testid={`agent-member-${row.username}`}
              >
                {t("bo_agents_open_member")}
              </Link>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
