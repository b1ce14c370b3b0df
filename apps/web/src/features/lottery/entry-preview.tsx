import { useTranslation } from "react-i18next";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";
import type { TEntryPreview } from "./slip-preview.ts";
import { pickProblemText } from "./slip-problem-text.ts";

/** The picks' lines and cost as the rules read them, or what is wrong with them, as they change. */
export function EntryPreview({ preview, hasPicks }: { preview: TEntryPreview; hasPicks: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!hasPicks) return null;
  return (
    <p
      className={preview.ok ? styles.preview : styles.previewProblem}
      aria-live="polite"
      data-testid="lottery-entry-preview"
      data-ok={preview.ok}
    >
      {preview.ok
        ? t("lott_entry_preview", { count: preview.lines, cost: money.withSymbol(preview.cost) })
        : pickProblemText(preview.problem, t)}
    </p>
  );
}
