import { REGISTER_FIELDS } from "@orchid/contract/register-rules";
import { useTranslation } from "react-i18next";
import { ResultsTable } from "../../ui/results-table.tsx";
import { RegisterRuleRow } from "./register-rule-row.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** The registration form's fields: shown or not, required or not, the accepted pattern and length. */
export function RegisterRulesSection({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className={`muted ${styles.note}`}>{t("bo_settings_rules_hint")}</p>
      <ResultsTable
        columns={[
          "bo_settings_rule_field",
          "bo_settings_rule_enabled",
          "bo_settings_rule_required",
          "bo_settings_rule_pattern",
          "bo_settings_rule_min",
          "bo_settings_rule_max",
          "bo_action",
        ]}
      >
        {REGISTER_FIELDS.map((field) => {
          const rule = settings.registerRules[field];
          return rule ? (
            <RegisterRuleRow key={`${field}:${JSON.stringify(rule)}`} field={field} rule={rule} />
          ) : null;
        })}
      </ResultsTable>
    </div>
  );
}
