import { type KeyboardEvent, useCallback } from "react";
import { useTranslation } from "react-i18next";
import buttonStyles from "./button.module.css";
import styles from "./dialog.module.css";
import { DialogIcon } from "./dialog-icon.tsx";
import { closeDialog, type TDialogButton, type TDialogEntry } from "./dialog-store.ts";
import { Modal } from "./modal.tsx";
import { useAutoClose } from "./use-auto-close.ts";

/** One dialog of the utility: width 400, CLOSE by default, Enter presses the default button. */
export function GeneralDialog({ entry }: { entry: TDialogEntry }) {
  const { t } = useTranslation();
  const close = useCallback(() => closeDialog(entry.id), [entry.id]);
  useAutoClose(entry.timeoutMs, close);
  const buttons: TDialogButton[] = entry.buttons?.length
    ? entry.buttons
    : [{ title: t("dialog_close"), isDefault: true }];
  const defaultButton = buttons.find((button) => button.isDefault) ?? buttons[0];

  function handlePress(button: TDialogButton | undefined) {
    if (button?.handler?.() === false) return;
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || target.tagName === "BUTTON" || target.tagName === "TEXTAREA") return;
    event.preventDefault();
    handlePress(defaultButton);
  }

  return (
    <Modal
      open
      onClose={close}
      title={entry.title ?? t("dialog_notice")}
      isTitleHidden={!entry.title}
      width={entry.width ?? 400}
      height={0}
      className={[styles.dialog, entry.className].filter(Boolean).join(" ")}
      style={entry.style}
      closeOnOutsideClick={entry.closeOnOutsideClick ?? true}
      onKeyDown={handleKeyDown}
      testId={entry.name ? `dialog-${entry.name}` : "dialog"}
    >
      {entry.icon && <DialogIcon icon={entry.icon} />}
      {entry.text && <p className={styles.text}>{entry.text}</p>}
      {entry.html && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass server-sanitised HTML only
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: entry.html }} />
      )}
      {entry.body}
      <div className={styles.buttons}>
        {buttons.map((button) => (
          <button
            key={button.title}
            type="button"
            // biome-ignore lint/a11y/noAutofocus: the default button takes focus so Enter presses it
            autoFocus={button === defaultButton}
            className={button.className ?? (button.isDefault ? buttonStyles.primary : buttonStyles.ghost)}
            onClick={() => handlePress(button)}
          >
            {button.title}
          </button>
        ))}
      </div>
    </Modal>
  );
}
