import { useTranslation } from "react-i18next";
import { useTradingChange } from "./use-trading-change.ts";

/** Takes one selection off the board (its price stays shown, greyed) or puts it back. */
export function SelectionSwitch(props: { selectionId: number; open: boolean }) {
  const { t } = useTranslation();
  const change = useTradingChange("boBookSelectionSwitch", { successKey: "bo_book_selection_changed" });
  return (
    <button
      type="button"
      className={props.open ? "btn btn-small" : "btn btn-small btn-primary"}
      disabled={change.isPending}
      onClick={() => change.run({ selectionId: props.selectionId, open: !props.open })}
      data-testid={`book-switch-${props.selectionId}`}
    >
      {t(props.open ? "bo_book_take_off" : "bo_book_put_back")}
    </button>
  );
}
