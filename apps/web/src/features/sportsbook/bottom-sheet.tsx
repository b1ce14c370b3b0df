import { type ReactNode, type SyntheticEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useScrollLock } from "../../ui/use-scroll-lock.ts";
import styles from "./slip.module.css";

type TBottomSheetProps = { open: boolean; onClose: () => void; label: string; children: ReactNode };

/**
 * A sheet rising from the bottom of a phone's screen, on the native modal `<dialog>` (the page
 * behind is inert, Escape and a tap outside close it, page scroll is held).
 */
export function BottomSheet({ open, onClose, label, children }: TBottomSheetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (its cancel event)
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-label={label}
      onCancel={handleCancel}
      onClick={(event) => event.target === ref.current && onClose()}
      data-testid="sb-slip-sheet"
    >
      {open && (
        <div className={styles.sheetBody}>
          <button
            type="button"
            className={styles.sheetClose}
            aria-label={t("dialog_close")}
            onClick={onClose}
          >
            <span aria-hidden="true">⌄</span>
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
