import type { TContractTerms } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { PERIOD_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { formatBp } from "./rate-percent.ts";

const COLUMNS = [
  "bo_agents_tier",
  "bo_agents_rate",
  "bo_agents_min_valid_bet",
  "bo_agents_min_active",
  "bo_agents_min_loss",
];
const END = new Set(COLUMNS.slice(1));

/** A contract's tiers as signed (read only), with the dividend period when it has one. */
export function TermsTable(props: { terms: TContractTerms; testId?: string }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <div className="stack">
      {props.terms.period && (
        <p className={styles.flat}>
          {t("bo_agents_dividend_period")}: {t(PERIOD_KEYS[props.terms.period])}
        </p>
      )}
      <ResultsTable
        classNames={{ table: styles.terms, end: styles.number }}
        columns={COLUMNS}
        endColumns={END}
        testId={props.testId}
      >
        {props.terms.tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the list
          <tr key={index}>
            <td className="mono">{index + 1}</td>
            <td className={styles.number}>{formatBp(tier.rateBp)}</td>
            <td className={styles.number}>{formatMinor(tier.minValidBet)}</td>
            <td className={styles.number}>{tier.minActiveMembers}</td>
            <td className={styles.number}>{formatMinor(tier.minLoss)}</td>
          </tr>
        ))}
      </ResultsTable>
    </div>
  );
}
