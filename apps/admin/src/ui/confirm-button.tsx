import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A button for a consequential action: the first press arms it ("Confirm?"), the second within
 * 5 s runs it. No modal, so it works the same with keyboard, pointer and in tests.
 */
export function ConfirmButton(props: {
  onConfirm: () => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [isArmed, setIsArmed] = useState(false);
  useEffect(() => {
    if (!isArmed) return;
    const timer = window.setTimeout(() => setIsArmed(false), 5000);
    return () => window.clearTimeout(timer);
  }, [isArmed]);
  return (
    <button
      type="button"
      className={props.className ?? "btn btn-danger"}
      disabled={props.disabled}
      data-testid={props.testId}
      onClick={() => {
        if (!isArmed) return setIsArmed(true);
        setIsArmed(false);
        props.onConfirm();
      }}
    >
      {isArmed ? t("bo_confirm_again") : props.children}
    </button>
  );
}
