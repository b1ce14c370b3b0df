import type { TCustomerService } from "@orchid/contract/system";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { CellInput } from "./cell-input.tsx";
import { useEditableList } from "./editable-list.ts";
import { RowOrderButtons } from "./row-order-buttons.tsx";
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    change.run({ entries: list.rows.map(({ csType, title, path }) => ({ csType, title, path })) });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate>
      <p className={`muted ${styles.note}`}>{t("bo_settings_cs_hint")}</p>
      {list.rows.length === 0 ? (
        <p className="muted">{t("bo_settings_cs_empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("bo_settings_cs_type")}</th>
                <th scope="col">{t("bo_settings_cs_title")}</th>
                <th scope="col">{t("bo_settings_url")}</th>
                <th scope="col">
                  <span className="muted">{t("bo_action")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row, index) => (
                <tr key={row.rowKey}>
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
                  <td>
                    <RowOrderButtons
                      position={index}
                      count={list.rows.length}
                      onMove={(offset) => list.move(index, offset)}
                      onRemove={() => list.remove(row.rowKey)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn"
          disabled={list.rows.length >= MAX_ENTRIES}
          onClick={() => list.add({ csType: "", title: "", path: "" })}
        >
          {t("bo_settings_add_row")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t("bo_settings_save")}
        </button>
      </div>
    </form>
  );
}
