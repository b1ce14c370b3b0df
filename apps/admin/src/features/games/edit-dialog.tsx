import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import styles from "./games.module.css";

/**
 * A modal editor on the native <dialog>: focus stays inside, Escape and the close button close
 * it. Mounted open; the parent unmounts it on `onClose`.
 */
export function EditDialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      data-testid={props.testId}
    >
      <header className={styles.dialogHead}>
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="btn btn-small" onClick={() => ref.current?.close()}>
          {t("bo_close")}
        </button>
      </header>
      <div className={styles.dialogBody}>{props.children}</div>
    </dialog>
  );
}
