import { useState } from "react";

/** A row of an editable list with a key of its own, stable while rows move. */
export type TListRow<T> = T & { rowKey: number };

let nextRowKey = 1;

function withKey<T extends object>(item: T): TListRow<T> {
  return { ...item, rowKey: nextRowKey++ };
}

/** Local state of an ordered list the operator edits before saving it in one call. */
export function useEditableList<T extends object>(initial: readonly T[]) {
  const [rows, setRows] = useState<TListRow<T>[]>(() => initial.map(withKey));
  return {
    rows,
    add: (item: T) => setRows((current) => [...current, withKey(item)]),
    remove: (rowKey: number) => setRows((current) => current.filter((row) => row.rowKey !== rowKey)),
    update: (rowKey: number, patch: Partial<T>) =>
      setRows((current) => current.map((row) => (row.rowKey === rowKey ? { ...row, ...patch } : row))),
    move: (index: number, offset: -1 | 1) =>
      setRows((current) => {
        const target = index + offset;
        const moving = current[index];
        const other = current[target];
        if (!moving || !other) return current;
        const next = [...current];
        next[index] = other;
        next[target] = moving;
        return next;
      }),
  };
}

/** What `useEditableList` hands back, for components that render or change the list. */
export type TEditableList<T extends object> = ReturnType<typeof useEditableList<T>>;
