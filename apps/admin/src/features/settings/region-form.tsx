import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { LinesFields, toLines } from "./lines-field.tsx";
import { SaveActions } from "./save-actions.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** Region restriction: on or off, and the address ranges (CIDR) let in or kept out. */
export function RegionForm({ settings }: TSettingsSectionProps) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetStatus", { refresh: ["boSettings"] });
  const [isEnabled, setIsEnabled] = useState(settings.regionRestrictionEnabled);
  const [allow, setAllow] = useState(settings.regionAllow.join("\n"));
  const [deny, setDeny] = useState(settings.regionDeny.join("\n"));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    change.run({
      systemStatus: settings.systemStatus,
      regionRestrictionEnabled: isEnabled,
      regionAllow: toLines(allow),
      regionDeny: toLines(deny),
    });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} aria-labelledby="settings-region">
      <h2 id="settings-region">{t("bo_settings_region_title")}</h2>
      <label className="check">
        <input type="checkbox" checked={isEnabled} onChange={(event) => setIsEnabled(event.target.checked)} />
        {t("bo_settings_region_enabled")}
      </label>
      <p className={`muted ${styles.note}`}>{t("bo_settings_region_hint")}</p>
      <LinesFields
        hint={t("bo_settings_cidr_hint")}
        fieldErrors={change.fieldErrors}
        fields={[
          {
            path: "regionAllow",
            label: t("bo_settings_region_allow"),
            value: allow,
            onChange: setAllow,
            placeholder: "192.0.2.0/24",
          },
          {
            path: "regionDeny",
            label: t("bo_settings_region_deny"),
            value: deny,
            onChange: setDeny,
            placeholder: "203.0.113.0/24",
          },
        ]}
      />
      <SaveActions disabled={change.isPending} />
    </form>
  );
}
