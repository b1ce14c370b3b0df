import * as RadixDialog from "@radix-ui/react-dialog";
import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./modal.module.css";

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
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/** Accessible modal: focus trap, Escape, scroll lock and labelling come from Radix Dialog. */
export function Modal(props: TModalProps) {
  const { t } = useTranslation();
  const { width = 600, height = 300, closeOnOutsideClick = true, hasCloseButton = true } = props;
  const sizing: CSSProperties = { ...props.style, width: `min(${width}px, calc(100vw - 24px))`, minHeight: height };

  return (
    <RadixDialog.Root open={props.open} onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.box, props.className].filter(Boolean).join(" ")}
          style={sizing}
          aria-describedby={undefined}
          data-testid={props.testId}
          onKeyDown={props.onKeyDown}
          onPointerDownOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
        >
          <RadixDialog.Title className={props.isTitleHidden ? "visually-hidden" : styles.title}>
            {props.title}
          </RadixDialog.Title>
          {hasCloseButton && (
            <RadixDialog.Close className={styles.close} aria-label={t("dialog_close")}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          )}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
