import { LOSS_CARRY_OVER } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CARRY_OVER_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import type { TSettingsDraft } from "./settings-draft.ts";

/**
 * How dividends count: the page says what team loss (net gaming revenue) is and what each
 * carry-over choice does with a period in which the team won, since that is what agents dispute.
 */
export function CarryOverSection(props: {
  form: UseFormReturn<TSettingsDraft, unknown, TAgentContractSettings>;
}) {
  const { t } = useTranslation();
  return (
    <section className={`card ${styles.section}`} aria-labelledby="agent-carry-over">
      <h2 id="agent-carry-over">{t("bo_agents_dividend_rules")}</h2>
      <p className={styles.explain}>{t("bo_agents_loss_defined")}</p>
      <fieldset className={styles.choices}>
        <legend className="muted">{t("bo_agents_carry_over")}</legend>
        {LOSS_CARRY_OVER.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              value={choice}
              {...props.form.register("dividendCarryOver")}
              data-testid={`agent-carry-${choice}`}
            />
            <span>{t(CARRY_OVER_KEYS[choice].key)}</span>
            <small>{t(CARRY_OVER_KEYS[choice].hint)}</small>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
