import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BetSlip } from "./bet-slip.tsx";
import { BottomSheet } from "./bottom-sheet.tsx";
import styles from "./slip.module.css";
import { useSlipStore } from "./slip-store.ts";

/** On a phone: a floating button with the slip's count, opening the slip as a bottom sheet. */
export function SlipDock() {
  const { t } = useTranslation();
  const count = useSlipStore((state) => state.legs.length);
  const hasPlaced = useSlipStore((state) => state.placed.length > 0);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      {(count > 0 || hasPlaced) && (
        <button
          type="button"
          className={styles.dock}
          aria-haspopup="dialog"
          data-testid="sb-slip-dock"
          onClick={() => setIsOpen(true)}
        >
          {t("sb_slip")}
          <span className={styles.dockCount}>{count}</span>
        </button>
      )}
      <BottomSheet open={isOpen} onClose={() => setIsOpen(false)} label={t("sb_slip")}>
        <BetSlip />
      </BottomSheet>
    </>
  );
}
