import { OPERATOR_ROLES, type TOperatorRole } from "@orchid/contract/backoffice";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { Field } from "../../ui/field.tsx";
import { operatorChangeToast } from "./operator-change-toast.ts";
import { isOperatorPassword } from "./operator-password.ts";
import styles from "./operators-page.module.css";

const EMPTY = {
  username: "",
  displayName: "",
  role: "support" as TOperatorRole,
  password: "",
  isPlatform: false,
};

/**
 * Asks to add an operator to the merchant acted on (a platform owner may add another platform
 * owner); the operator exists once another owner approves.
 */
export function CreateOperatorForm() {
  const { t } = useTranslation();
  const operator = useConsoleStore((state) => state.operator);
  const merchant = useConsoleStore((state) => state.merchant);
  const isPlatformOwner = operator?.merchantCode === null;
  const [draft, setDraft] = useState(EMPTY);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const change = useConsoleChange("boCreateOperator", {
    refresh: ["boOperators", "boApprovals"],
    successKey: operatorChangeToast("bo_operators_created"),
    onSuccess: () => setDraft(EMPTY),
  });
  const errors = change.fieldErrors;
  const set = (patch: Partial<typeof EMPTY>) => setDraft({ ...draft, ...patch });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isOperatorPassword(draft.password)) return setPasswordError("err_password_letters_digits");
    setPasswordError(null);
    change.run({
      username: draft.username,
      displayName: draft.displayName,
      role: draft.role,
      password: draft.password,
      platform: isPlatformOwner && draft.isPlatform,
    });
  }

  const passwordKey = passwordError ?? errors.password;
  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate aria-labelledby="operators-create">
      <h2 id="operators-create">{t("bo_operators_create_title")}</h2>
      <div className={styles.createGrid}>
        <Field label={t("bo_username")} hint={t("bo_operators_username_hint")} errorKey={errors.username}>
          <input
            className="input"
            name="username"
            autoComplete="off"
            spellCheck={false}
            value={draft.username}
            aria-invalid={errors.username ? true : undefined}
            onChange={(event) => set({ username: event.target.value })}
          />
        </Field>
        <Field label={t("bo_operators_display_name")} errorKey={errors.displayName}>
          <input
            className="input"
            name="displayName"
            autoComplete="off"
            value={draft.displayName}
            aria-invalid={errors.displayName ? true : undefined}
            onChange={(event) => set({ displayName: event.target.value })}
          />
        </Field>
        <Field label={t("bo_operators_role")} errorKey={errors.role}>
          <select
            className="select"
            name="role"
            value={draft.role}
            onChange={(event) => set({ role: event.target.value as TOperatorRole })}
          >
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`bo_role_${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t("bo_operators_initial_password")}
          hint={t("bo_operators_password_rule")}
          errorKey={passwordKey}
        >
          <input
            className="input"
            name="password"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            aria-invalid={passwordKey ? true : undefined}
            onChange={(event) => set({ password: event.target.value })}
          />
        </Field>
      </div>
      {isPlatformOwner && (
        <label className="check">
          <input
            type="checkbox"
            checked={draft.isPlatform}
            onChange={(event) => set({ isPlatform: event.target.checked })}
          />
          {t("bo_operators_platform_check")}
        </label>
      )}
      <p className={`muted ${styles.note}`}>
        {draft.isPlatform && isPlatformOwner
          ? t("bo_operators_joins_platform")
          : t("bo_operators_joins_merchant", { merchant: merchant ?? "" })}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t("bo_operators_create")}
        </button>
      </div>
    </form>
  );
}
