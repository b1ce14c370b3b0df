import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from "react";
import { useTranslation } from "react-i18next";
import styles from "./modal.module.css";
import { useScrollLock } from "./use-scroll-lock.ts";

export type TModalProps = {
  open: boolean;
  /** The visitor asked to close (Escape, outside click, close button). */
  onClose: () => void;
  title: ReactNode;
  isTitleHidden?: boolean;
  children: ReactNode;
  /** Defaults 600 × 300 (spec §9); never wider than the screen. */
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
  closeOnOutsideClick?: boolean;
  hasCloseButton?: boolean;
  testId?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
};

/**
 * Accessible modal on the native `<dialog>`: `showModal()` makes the rest of the page inert
 * (focus stays inside), Escape closes, the title labels it and page scroll is locked.
 */
export function Modal(props: TModalProps) {
  const { t } = useTranslation();
  const {
    open,
    onClose,
    width = 600,
    height = 300,
    closeOnOutsideClick = true,
    hasCloseButton = true,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Give focus back to where it was, as a closing dialog should.
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  /**
   * The browser may close a modal dialog on its own (Escape without a cancelable cancel event);
   * while `open` still says so it shows again, and the owner hears a close request.
   */
  function handleNativeClose() {
    const dialog = ref.current;
    if (!open || !dialog?.isConnected || dialog.open) return;
    dialog.showModal();
    onClose();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (closeOnOutsideClick && event.target === ref.current) onClose();
  }

  const sizing: CSSProperties = {
    ...props.style,
    width: `min(${width}px, calc(100vw - 24px))`,
    minHeight: height,
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onClick={handleClick}
      onKeyDown={props.onKeyDown}
    >
      {open && (
        <div className={[styles.box, props.className].filter(Boolean).join(" ")} style={sizing}>
          <h2 id={titleId} className={props.isTitleHidden ? "visually-hidden" : styles.title}>
            {props.title}
          </h2>
          {hasCloseButton && (
            <button type="button" className={styles.close} aria-label={t("dialog_close")} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
          {props.children}
        </div>
      )}
    </dialog>
  );
}
