import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { MaintenanceMessageForm } from "./maintenance-message-form.tsx";
import { RegionForm } from "./region-form.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** Normal or maintenance, the region restriction and the maintenance page's text. */
export function StatusSection({ settings }: TSettingsSectionProps) {
  return (
    <div className="stack">
      <SystemStatusCard systemStatus={settings.systemStatus} />
      <RegionForm key={regionKey(settings)} settings={settings} />
      <MaintenanceMessageForm key={JSON.stringify(settings.maintenanceMessage)} settings={settings} />
    </div>
  );
}

function regionKey(settings: TSettingsSectionProps["settings"]): string {
  return JSON.stringify([settings.regionRestrictionEnabled, settings.regionAllow, settings.regionDeny]);
}

/** The site's status and the one switch between normal and maintenance (arming first when leaving normal). */
function SystemStatusCard({ systemStatus }: { systemStatus: 0 | 1 }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetStatus", { refresh: ["boSettings"] });
  const isMaintenance = systemStatus === 1;
  return (
    <section className="card stack" aria-labelledby="settings-status">
      <h2 id="settings-status">{t("bo_settings_status_title")}</h2>
      <div className="row">
        <span>{t("bo_settings_status_now")}</span>
        <span
          className={isMaintenance ? "badge badge-warn" : "badge badge-ok"}
          data-testid="status-current"
          data-status={systemStatus}
        >
          {t(isMaintenance ? "bo_settings_status_maintenance" : "bo_settings_status_normal")}
        </span>
      </div>
      <p className={`muted ${styles.note}`}>
        {t(isMaintenance ? "bo_settings_status_maintenance_hint" : "bo_settings_status_normal_hint")}
      </p>
      <div className="row">
        {isMaintenance ? (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="status-toggle"
            disabled={change.isPending}
            onClick={() => change.run({ systemStatus: 0 })}
          >
            {t("bo_settings_back_to_normal")}
          </button>
        ) : (
          <ConfirmButton
            testId="status-toggle"
            disabled={change.isPending}
            onConfirm={() => change.run({ systemStatus: 1 })}
          >
            {t("bo_settings_switch_to_maintenance")}
          </ConfirmButton>
        )}
      </div>
    </section>
  );
}
