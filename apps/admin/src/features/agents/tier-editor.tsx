import { MAX_CONTRACT_TIERS } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./agents.module.css";
import { EMPTY_TIER, type TTierDraft } from "./tier-draft.ts";

const COLUMNS = [
  "bo_agents_tier",
  "bo_agents_rate_percent",
  "bo_agents_min_valid_bet",
  "bo_agents_min_active",
  "bo_agents_min_loss",
  "bo_action",
];
const FIELDS: {
  field: keyof TTierDraft;
  mode: "decimal" | "numeric";
  placeholder: string;
  labelKey: string;
}[] = [
  { field: "rate", mode: "decimal", placeholder: "0.35", labelKey: "bo_agents_tier_cell_rate" },
  { field: "minValidBet", mode: "decimal", placeholder: "0.00", labelKey: "bo_agents_tier_cell_bet" },
  { field: "minActiveMembers", mode: "numeric", placeholder: "0", labelKey: "bo_agents_tier_cell_active" },
  { field: "minLoss", mode: "decimal", placeholder: "0.00", labelKey: "bo_agents_tier_cell_loss" },
];

/**
 * The tiers of a contract or template, one row each: rate in per cent, minimum team valid bet and
 * minimum loss in major units, minimum active members. Rows are added up to `maxTiers` and removed
 * down to one. `errors` holds each cell's message key by "<row>.<field>".
 */
export function TierEditor(props: {
  value: TTierDraft[];
  onChange: (tiers: TTierDraft[]) => void;
  maxTiers: number;
  errors: Record<string, string>;
  listErrorKey?: string;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { value } = props;
  const limit = Math.min(props.maxTiers || MAX_CONTRACT_TIERS, MAX_CONTRACT_TIERS);
  const setCell = (index: number, field: keyof TTierDraft, text: string) =>
    props.onChange(value.map((tier, i) => (i === index ? { ...tier, [field]: text } : tier)));

  return (
    <div className="stack" data-testid={props.testId}>
      <ResultsTable classNames={{ table: styles.tiers, end: undefined }} columns={COLUMNS}>
        {value.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the list
          <tr key={index}>
            <td className="mono">{index + 1}</td>
            {FIELDS.map(({ field, mode, placeholder, labelKey }) => {
              const errorKey = props.errors[`${index}.${field}`];
              return (
                <td key={field}>
                  <input
                    className="input mono"
                    inputMode={mode}
                    autoComplete="off"
                    maxLength={20}
                    placeholder={placeholder}
                    value={tier[field]}
                    disabled={props.disabled}
                    aria-label={t(labelKey, { tier: index + 1 })}
                    aria-invalid={Boolean(errorKey)}
                    onChange={(event) => setCell(index, field, event.target.value)}
                    data-testid={`${props.testId}-${index}-${field}`}
                  />
                  {errorKey && (
                    <small className={styles.cellError} role="alert">
                      {t(errorKey)}
                    </small>
                  )}
                </td>
              );
            })}
            <td>
              <button
                type="button"
                className="btn btn-small"
                disabled={props.disabled || value.length <= 1}
                onClick={() => props.onChange(value.filter((_, i) => i !== index))}
                data-testid={`${props.testId}-${index}-remove`}
              >
                {t("bo_agents_tier_remove")}
              </button>
            </td>
          </tr>
        ))}
      </ResultsTable>
      {props.listErrorKey && (
        <p className={styles.listError} role="alert">
          {t(props.listErrorKey)}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-small"
          disabled={props.disabled || value.length >= limit}
          onClick={() => props.onChange([...value, { ...EMPTY_TIER }])}
          data-testid={`${props.testId}-add`}
        >
          {t("bo_agents_tier_add")}
        </button>
        <span className="muted">{t("bo_agents_tier_limit", { count: limit })}</span>
      </div>
    </div>
  );
}
