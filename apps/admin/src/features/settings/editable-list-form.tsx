import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ResultsTable } from "../../ui/results-table.tsx";
import type { TEditableList, TListRow } from "./editable-list.ts";
import { RowOrderButtons } from "./row-order-buttons.tsx";
import { SaveActions } from "./save-actions.tsx";
import styles from "./settings-page.module.css";

/**
 * A settings form over an ordered list saved in one call: a hint, a table of rows (their cells,
 * then move up/down/remove), Add row (up to `max`) and Save. Texts are catalogue keys.
 */
export function EditableListForm<T extends object>(props: {
  list: TEditableList<T>;
  hintKey: string;
  emptyKey: string;
  columns: string[];
  cells: (row: TListRow<T>, index: number) => ReactNode;
  blank: T;
  max: number;
  isPending: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const { list } = props;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onSave();
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate>
      <p className={`muted ${styles.note}`}>{t(props.hintKey)}</p>
      {list.rows.length === 0 ? (
        <p className="muted">{t(props.emptyKey)}</p>
      ) : (
        <ResultsTable columns={[...props.columns, "bo_action"]}>
          {list.rows.map((row, index) => (
            <tr key={row.rowKey}>
              {props.cells(row, index)}
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
        </ResultsTable>
      )}
      <SaveActions disabled={props.isPending}>
        <button
          type="button"
          className="btn"
          disabled={list.rows.length >= props.max}
          onClick={() => list.add(props.blank)}
        >
          {t("bo_settings_add_row")}
        </button>
      </SaveActions>
    </form>
  );
}
