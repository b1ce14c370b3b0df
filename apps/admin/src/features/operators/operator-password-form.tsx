import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { operatorChangeToast } from "./operator-change-toast.ts";
import { isOperatorPassword } from "./operator-password.ts";
import styles from "./operators-page.module.css";

/**
 * Sets a new password for one operator (their sessions end; the authenticator stays): at once for
 * one's own, after a second owner's approval for another operator's.
 */
export function OperatorPasswordForm(props: { id: number; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const change = useConsoleChange("boUpdateOperator", {
    refresh: ["boOperators", "boApprovals"],
    successKey: operatorChangeToast("bo_saved"),
    onSuccess: props.onDone,
  });
  const errorKey = localError ?? change.fieldErrors.password;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isOperatorPassword(password)) return setLocalError("err_password_letters_digits");
    setLocalError(null);
    change.run({ id: props.id, password });
  }

  return (
    <form className={styles.passwordForm} onSubmit={handleSubmit} noValidate>
      <Field
        label={t("bo_operators_new_password_for", { name: props.username })}
        hint={t("bo_operators_password_hint")}
        errorKey={errorKey}
      >
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={errorKey ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={change.isPending || !password}>
          {t("bo_operators_save_password")}
        </button>
        <button type="button" className="btn" onClick={props.onDone}>
          {t("bo_operators_cancel")}
        </button>
      </div>
    </form>
  );
}
