import { REGISTER_FIELDS } from "@orchid/contract/register-rules";
import { useTranslation } from "react-i18next";
import { RegisterRuleRow } from "./register-rule-row.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** The registration form's fields: shown or not, required or not, the accepted pattern and length. */
export function RegisterRulesSection({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className={`muted ${styles.note}`}>{t("bo_settings_rules_hint")}</p>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("bo_settings_rule_field")}</th>
              <th scope="col">{t("bo_settings_rule_enabled")}</th>
              <th scope="col">{t("bo_settings_rule_required")}</th>
              <th scope="col">{t("bo_settings_rule_pattern")}</th>
              <th scope="col">{t("bo_settings_rule_min")}</th>
              <th scope="col">{t("bo_settings_rule_max")}</th>
              <th scope="col">
                <span className="muted">{t("bo_action")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {REGISTER_FIELDS.map((field) => {
              const rule = settings.registerRules[field];
              return rule ? (
                <RegisterRuleRow key={`${field}:${JSON.stringify(rule)}`} field={field} rule={rule} />
              ) : null;
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
