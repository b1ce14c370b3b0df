import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import styles from "./referral.module.css";

const COPIED_MS = 2_000;

type TCopyFieldProps = { label: string; value: string; testId: string };

/**
 * A labelled value with a copy button that reads "Copied" for a moment once it did; where the
 * clipboard is refused (an insecure page, a denied permission), the value is selected instead so
 * the member can copy it by hand.
 */
export function CopyField({ label, value, testId }: TCopyFieldProps) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const valueRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function handleCopy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      const node = valueRef.current;
      const selection = window.getSelection();
      if (!node || !selection) return;
      selection.selectAllChildren(node);
    }
  }

  return (
    <div className={styles.copyField}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={styles.copyLine}>
        <bdi ref={valueRef} className={styles.copyValue} data-testid={testId}>
          {value}
        </bdi>
        <button
          type="button"
          className={`${buttonStyles.ghost} ${styles.copyButton}`}
          aria-label={t("copy_value", { label })}
          data-testid={`${testId}-copy`}
          onClick={() => void handleCopy()}
        >
          {t(isCopied ? "copied" : "copy")}
        </button>
        <span className="visually-hidden" role="status">
          {isCopied ? t("referral_copied", { label }) : ""}
        </span>
      </dd>
    </div>
  );
}
