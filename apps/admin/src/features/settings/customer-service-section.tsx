import type { TCustomerService } from "@orchid/contract/system";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { CellInput } from "./cell-input.tsx";
import { useEditableList } from "./editable-list.ts";
import { EditableListForm } from "./editable-list-form.tsx";
import styles from "./settings-page.module.css";
import type { TSettingsSectionProps } from "./settings-page.tsx";

const MAX_ENTRIES = 20;

/** The customer-service links of the site's side bar, in the order shown there. */
export function CustomerServiceSection({ settings }: TSettingsSectionProps) {
  return (
    <CustomerServiceForm key={JSON.stringify(settings.customerService)} entries={settings.customerService} />
  );
}

function CustomerServiceForm(props: { entries: TCustomerService[] }) {
  const { t } = useTranslation();
  const change = useConsoleChange("boSetCustomerService", { refresh: ["boSettings"] });
  const list = useEditableList(props.entries);
  const errors = change.fieldErrors;
  const errorOf = (index: number, name: keyof TCustomerService) => errors[`entries.${index}.${name}`];

  return (
    <EditableListForm
      list={list}
      hintKey="bo_settings_cs_hint"
      emptyKey="bo_settings_cs_empty"
      columns={["bo_settings_cs_type", "bo_settings_cs_title", "bo_settings_url"]}
      blank={{ csType: "", title: "", path: "" }}
      max={MAX_ENTRIES}
      isPending={change.isPending}
      onSave={() =>
        change.run({ entries: list.rows.map(({ csType, title, path }) => ({ csType, title, path })) })
      }
      cells={(row, index) => (
        <>
          <td>
            <CellInput
              label={t("bo_settings_cs_type_n", { n: index + 1 })}
              value={row.csType}
              errorKey={errorOf(index, "csType")}
              placeholder="LIVECHAT"
              className={styles.typeInput}
              onChange={(csType) => list.update(row.rowKey, { csType: csType.toUpperCase() })}
            />
          </td>
          <td>
            <CellInput
              label={t("bo_settings_cs_title_n", { n: index + 1 })}
              value={row.title}
              errorKey={errorOf(index, "title")}
              onChange={(title) => list.update(row.rowKey, { title })}
            />
          </td>
          <td>
            <CellInput
              label={t("bo_settings_url_n", { n: index + 1 })}
              value={row.path}
              errorKey={errorOf(index, "path")}
              placeholder="https://"
              type="url"
              className={styles.urlInput}
              onChange={(path) => list.update(row.rowKey, { path })}
            />
          </td>
        </>
      )}
    />
  );
}
