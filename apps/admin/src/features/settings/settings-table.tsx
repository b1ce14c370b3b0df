import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A settings table: headings from catalogue keys, then an action column; the rows are the children. */
export function SettingsTable(props: { columns: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {props.columns.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
            <th scope="col">
              <span className="muted">{t("bo_action")}</span>
            </th>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
