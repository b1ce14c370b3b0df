import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { LinesField, toLines } from "./lines-field.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

/** Base addresses the site loads images from and launches games through (https, one per line). */
export function CdnSection({ settings }: TSettingsSectionProps) {
  return (
    <CdnForm
      key={JSON.stringify([settings.imageCdns, settings.launchGameCdns])}
      imageCdns={settings.imageCdns}
      launchGameCdns={settings.launchGameCdns}
    />
  );
}

function CdnForm(props: { imageCdns: string[]; launchGameCdns: string[] }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetCdns", { refresh: ["boSettings"] });
  const [imageCdns, setImageCdns] = useState(props.imageCdns.join("\n"));
  const [launchGameCdns, setLaunchGameCdns] = useState(props.launchGameCdns.join("\n"));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    change.run({ imageCdns: toLines(imageCdns), launchGameCdns: toLines(launchGameCdns) });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit}>
      <div className={`grid-2 ${styles.formGrid}`}>
        <LinesField
          label={t("bo_settings_image_cdns")}
          hint={t("bo_settings_https_lines_hint")}
          value={imageCdns}
          onChange={setImageCdns}
          fieldErrors={change.fieldErrors}
          path="imageCdns"
          placeholder="https://img.example.com"
        />
        <LinesField
          label={t("bo_settings_launch_cdns")}
          hint={t("bo_settings_https_lines_hint")}
          value={launchGameCdns}
          onChange={setLaunchGameCdns}
          fieldErrors={change.fieldErrors}
          path="launchGameCdns"
          placeholder="https://games.example.com"
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t("bo_settings_save")}
        </button>
      </div>
    </form>
  );
}
