import { useState } from "react";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../../ui/button.module.css";
import styles from "../agent-centre.module.css";

/** Copies a value to the clipboard; reads "Copied" once it did. */
export function CopyButton({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  }

  return (
    <button
      type="button"
      className={`${buttonStyles.ghost} ${styles.small}`}
      aria-label={t("copy_value", { label })}
      data-testid={testId}
      onClick={() => void handleCopy()}
    >
      {isCopied ? t("copied") : t("copy")}
    </button>
  );
}
