import { AGENT_CONTRACT_KINDS, DIVIDEND_PERIODS, type TAgentContractKind } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import { KIND_KEYS, PERIOD_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { errorsUnder } from "./form-errors.ts";
import type { TSettingsDraft } from "./settings-draft.ts";
import { TierEditor } from "./tier-editor.tsx";

type TForm = UseFormReturn<TSettingsDraft, unknown, TAgentContractSettings>;

/** The tiers a platform contract of each kind starts from when an operator issues one. */
export function TemplatesSection(props: { form: TForm; errors: Record<string, string>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${styles.section}`} aria-labelledby="agent-templates">
      <h2 id="agent-templates">{t("bo_agents_templates")}</h2>
      <p className={styles.note}>{t("bo_agents_templates_hint")}</p>
      {AGENT_CONTRACT_KINDS.map((kind) => (
        <TemplateCard key={kind} kind={kind} {...props} />
      ))}
    </section>
  );
}

function TemplateCard(props: {
  kind: TAgentContractKind;
  form: TForm;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { kind, form } = props;
  const isEnabled = useWatch({ control: form.control, name: `templates.${kind}.enabled` });
  const maxTiers = Number(useWatch({ control: form.control, name: "maxTiers" })) || 0;
  return (
    <div className={styles.template} data-testid={`agent-template-${kind}`}>
      <div className={styles.templateHead}>
        <h3>{t(KIND_KEYS[kind])}</h3>
        <label className="check">
          <input type="checkbox" {...form.register(`templates.${kind}.enabled`)} />
          {t("bo_agents_template_offer")}
        </label>
      </div>
      {isEnabled ? (
        <>
          {kind === "dividend" && (
            <div className={styles.fields}>
              <Field label={t("bo_agents_dividend_period")}>
                <select className="select" {...form.register(`templates.${kind}.period`)}>
                  {DIVIDEND_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(PERIOD_KEYS[period])}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          )}
          <Controller
            control={form.control}
            name={`templates.${kind}.tiers`}
            render={({ field }) => (
              <TierEditor
                value={field.value}
                onChange={field.onChange}
                maxTiers={maxTiers}
                errors={errorsUnder(props.errors, `templates.${kind}.tiers`)}
                listErrorKey={props.errors[`templates.${kind}.tierList`]}
                disabled={props.disabled}
                testId={`agent-template-${kind}-tiers`}
              />
            )}
          />
        </>
      ) : (
        <p className={styles.note}>{t("bo_agents_template_none")}</p>
      )}
    </div>
  );
}
