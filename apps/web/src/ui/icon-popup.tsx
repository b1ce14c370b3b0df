import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./dialog.module.css";
import { DialogIcon } from "./dialog-icon.tsx";
import { closeDialog, type TDialogEntry } from "./dialog-store.ts";
import { Modal } from "./modal.tsx";
import { useAutoClose } from "./use-auto-close.ts";

const POPUP_DELAY_MS = 100;
const POPUP_SIZE = 200;

/** The small pop-up with an icon: fixed 200×200, shown after 100 ms (spec §9). */
export function IconPopup({ entry }: { entry: TDialogEntry }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  const close = useCallback(() => closeDialog(entry.id), [entry.id]);
  useAutoClose(entry.timeoutMs, close);

  useEffect(() => {
    const timer = window.setTimeout(() => setIsShown(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Modal
      open={isShown}
      onClose={close}
      title={entry.title ?? entry.text ?? t("dialog_notice")}
      isTitleHidden
      width={POPUP_SIZE}
      height={POPUP_SIZE}
      hasCloseButton={false}
      className={[styles.popup, entry.className].filter(Boolean).join(" ")}
      style={{ ...entry.style, height: POPUP_SIZE }}
      testId={entry.name ? `popup-${entry.name}` : "popup"}
    >
      <DialogIcon icon={entry.icon ?? "info"} size={64} />
      <p className={styles.popupText}>{entry.text ?? entry.title}</p>
    </Modal>
  );
}
