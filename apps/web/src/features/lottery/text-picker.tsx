import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import buttons from "../../ui/button.module.css";
import { PickChips } from "./pick-chips.tsx";
import styles from "./pickers.module.css";
import { withPicks } from "./with-picks.ts";

/** Typed picks, one or several separated by spaces, for a bet type this site has no picker for. */
export function TextPicker({
  picks,
  onPicks,
}: {
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    const added = typed.split(/\s+/).filter(Boolean);
    if (added.length > 0) onPicks(withPicks(picks, added));
    setTyped("");
  }

  return (
    <div className={styles.picker}>
      <form className={form.row} onSubmit={handleSubmit}>
        <input
          className={form.input}
          value={typed}
          autoComplete="off"
          maxLength={600}
          aria-label={t("lott_type_picks")}
          placeholder={t("lott_type_picks")}
          data-testid="lottery-typed-picks"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={buttons.ghost}>
          {t("lott_add")}
        </button>
      </form>
      <PickChips picks={picks} onPicks={onPicks} />
    </div>
  );
}
