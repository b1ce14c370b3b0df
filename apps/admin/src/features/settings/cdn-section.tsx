import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { LinesFields, toLines } from "./lines-field.tsx";
import { SaveActions } from "./save-actions.tsx";
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
      <LinesFields
        hint={t("bo_settings_https_lines_hint")}
        fieldErrors={change.fieldErrors}
        fields={[
          {
            path: "imageCdns",
            label: t("bo_settings_image_cdns"),
            value: imageCdns,
            onChange: setImageCdns,
            placeholder: "https://img.example.com",
          },
          {
            path: "launchGameCdns",
            label: t("bo_settings_launch_cdns"),
            value: launchGameCdns,
            onChange: setLaunchGameCdns,
            placeholder: "https://games.example.com",
          },
        ]}
      />
      <SaveActions disabled={change.isPending} />
    </form>
  );
}
