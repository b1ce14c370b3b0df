import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import buttonStyles from "../../../ui/button.module.css";
import table from "../../member-centre/centre-table.module.css";
import styles from "../agent-centre.module.css";
import { EMPTY_TIER_ROW, type TTierRow } from "./tier-rows.ts";

type TTierEditorProps = {
  rows: readonly TTierRow[];
  onChange: (rows: TTierRow[]) => void;
  maxTiers: number;
  /** Dividends weigh the team's loss too. */
  hasLoss: boolean;
};

const FIELDS = ["rate", "minValidBet", "minActiveMembers", "minLoss"] as const;

/** The tiers of an offer: one row each (rate in %, thresholds), rows added and removed freely. */
export function TierEditor({ rows, onChange, maxTiers, hasLoss }: TTierEditorProps) {
  const { t } = useTranslation();
  const fields = hasLoss ? FIELDS : FIELDS.filter((field) => field !== "minLoss");
  const labels: Record<(typeof FIELDS)[number], string> = {
    rate: t("agc_tier_rate"),
    minValidBet: t("agc_tier_min_bet"),
    minActiveMembers: t("agc_tier_min_active"),
    minLoss: t("agc_tier_min_loss"),
  };

  function update(index: number, field: keyof TTierRow, value: string) {
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }

  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="tier-editor">
        <thead>
          <tr>
            <th scope="col">{t("agc_tier")}</th>
            {fields.map((field) => (
              <th key={field} scope="col">
                {labels[field]}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t("agc_actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no identity of their own; their place is what the tier means.
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
            <tr key={index} data-testid="tier-row">
              <td data-label={t("agc_tier")} className={table.num}>
                {index + 1}
              </td>
              {fields.map((field) => (
                <td key={field} data-label={labels[field]}>
                  <input
                    className={`${form.input} ${styles.tierInput}`}
                    inputMode={field === "minActiveMembers" ? "numeric" : "decimal"}
                    aria-label={`${labels[field]} ${index + 1}`}
                    value={row[field]}
                    maxLength={16}
                    data-testid={`tier-${field}`}
                    onChange={(event) => update(index, field, event.target.value)}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} ${styles.small}`}
                  disabled={rows.length <= 1}
                  data-testid="tier-remove"
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  {t("agc_tier_remove")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className={`${buttonStyles.ghost} ${styles.small}`}
        disabled={rows.length >= maxTiers}
        data-testid="tier-add"
        onClick={() => onChange([...rows, { ...EMPTY_TIER_ROW }])}
      >
        {t("agc_tier_add")}
      </button>
    </div>
  );
}
