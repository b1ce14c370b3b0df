import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "./content.module.css";

/** One column of a content list: its heading (a catalogue key) and how a row fills its cell. */
export type TContentColumn<T> = { head: string; className?: string; cell: (row: T) => ReactNode };

type TContentRow = { id: number; title: TLocalizedText };

/**
 * A content screen's list: the given columns, then Edit and Delete (press twice) for each row.
 * Deleting calls `deleteCall` and refreshes `listCall`; `onDeleted` runs once the row is gone.
 */
export function ContentTable<T extends TContentRow>(props: {
  rows: T[];
  columns: TContentColumn<T>[];
  className?: string;
  deleteCall: "boDeleteBanner" | "boDeleteNotice" | "boDeleteHelpArticle";
  listCall: "boBanners" | "boNotices" | "boHelpArticles";
  onEdit: (row: T) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const remove = useConsoleChange(props.deleteCall, {
    refresh: [props.listCall],
    successKey: "bo_content_deleted",
  });

  return (
    <div className="table-wrap">
      <table className={props.className ? `table ${props.className}` : "table"}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.head}>{t(column.head)}</th>
            ))}
            <th className={styles.actionsHead}>{t("bo_content_actions")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id}>
              {props.columns.map((column) => (
                <td key={column.head} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("bo_content_edit_named", { name: row.title.EN ?? row.id })}
                    onClick={() => props.onEdit(row)}
                  >
                    {t("bo_content_edit")}
                  </button>
                  <ConfirmButton
                    className="btn btn-small btn-danger"
                    disabled={remove.isPending}
                    onConfirm={() =>
                      // A failure is already shown as a toast.
                      remove.runAsync({ id: row.id }).then(
                        () => props.onDeleted(row.id),
                        () => undefined,
                      )
                    }
                  >
                    {t("bo_content_delete")}
                  </ConfirmButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
