import type { TResource } from "@orchid/contract/system";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { CellInput } from "./cell-input.tsx";
import { useEditableList } from "./editable-list.ts";
import { EditableListForm } from "./editable-list-form.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

const MAX_RESOURCES = 10;

/** App downloads offered on the site; the server draws each QR code from its address when saved. */
export function ResourcesSection({ settings }: TSettingsSectionProps) {
  return <ResourcesForm key={JSON.stringify(settings.resources)} resources={settings.resources} />;
}

function ResourcesForm(props: { resources: TResource[] }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetResources", { refresh: ["boSettings"] });
  const list = useEditableList(props.resources);
  const errorOf = (index: number, name: keyof TResource) => change.fieldErrors[`resources.${index}.${name}`];
  /** The QR code stored for this address, if the row still points where it did when loaded. */
  const savedQr = (url: string) => props.resources.find((resource) => resource.url === url)?.qrCodeUrl;

  return (
    <EditableListForm
      list={list}
      hintKey="bo_settings_resources_hint"
      emptyKey="bo_settings_resources_empty"
      columns={[
        "bo_settings_resource_type",
        "bo_settings_resource_label",
        "bo_settings_url",
        "bo_settings_resource_qr",
      ]}
      blank={{ resourceType: "", url: "", labelNameEn: "", qrCodeUrl: "" }}
      max={MAX_RESOURCES}
      isPending={change.isPending}
      onSave={() =>
        change.run({
          resources: list.rows.map(({ resourceType, url, labelNameEn }) => ({
            resourceType,
            url,
            labelNameEn,
          })),
        })
      }
      cells={(row, index) => {
        const qr = savedQr(row.url);
        return (
          <>
            <td>
              <CellInput
                label={t("bo_settings_resource_type_n", { n: index + 1 })}
                value={row.resourceType}
                errorKey={errorOf(index, "resourceType")}
                placeholder="ANDROID"
                className={styles.typeInput}
                onChange={(value) => list.update(row.rowKey, { resourceType: value.toUpperCase() })}
              />
            </td>
            <td>
              <CellInput
                label={t("bo_settings_resource_label_n", { n: index + 1 })}
                value={row.labelNameEn}
                errorKey={errorOf(index, "labelNameEn")}
                onChange={(labelNameEn) => list.update(row.rowKey, { labelNameEn })}
              />
            </td>
            <td>
              <CellInput
                label={t("bo_settings_url_n", { n: index + 1 })}
                value={row.url}
                errorKey={errorOf(index, "url")}
                placeholder="https://"
                type="url"
                className={styles.urlInput}
                onChange={(url) => list.update(row.rowKey, { url })}
              />
            </td>
            <td>
              {qr ? (
                <img
                  className={styles.qr}
                  src={qr}
                  alt={t("bo_settings_resource_qr_alt", { label: row.labelNameEn || row.resourceType })}
                />
              ) : (
                <small className="muted">{t("bo_settings_resource_qr_pending")}</small>
              )}
            </td>
          </>
        );
      }}
    />
  );
}
