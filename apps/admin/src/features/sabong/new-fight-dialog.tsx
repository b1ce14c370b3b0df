import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./sabong.module.css";
import { useSabongChange } from "./use-sabong-change.ts";

const NAME_MAX = 60;

/**
 * Opens the derby's next fight, at once open for bets, with the settings of the moment: the
 * derby's name (kept from the last fight) and the two entries, Meron and Wala.
 */
export function NewFightDialog(props: { lastDerby: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [derby, setDerby] = useState(props.lastDerby);
  const [meron, setMeron] = useState("");
  const [wala, setWala] = useState("");
  const open = useSabongChange("boNewFight", {
    successKey: (fight) => ({ key: "bo_sabong_fight_opened", values: { n: fight.fightNo } }),
    onSuccess: props.onClose,
  });
  const isComplete = [derby, meron, wala].every((value) => value.trim().length > 0);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isComplete) open.run({ derby: derby.trim(), meron: meron.trim(), wala: wala.trim() });
  }

  const input = (value: string, onChange: (next: string) => void, testId: string, field: string) => (
    <input
      className="input"
      value={value}
      maxLength={NAME_MAX}
      required
      aria-invalid={Boolean(open.fieldErrors[field])}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );

  return (
    <EditDialog title={t("bo_sabong_new_fight")} onClose={props.onClose} testId="sabong-new-fight-dialog">
      <form className="stack" noValidate onSubmit={handleSubmit}>
        <p className={styles.note}>{t("bo_sabong_new_fight_explained")}</p>
        <Field label={t("bo_sabong_derby")} errorKey={open.fieldErrors.derby}>
          {input(derby, setDerby, "sabong-new-derby", "derby")}
        </Field>
        <div className={styles.twoFields}>
          <Field label={t("bo_sabong_meron_entry")} errorKey={open.fieldErrors.meron}>
            {input(meron, setMeron, "sabong-new-meron", "meron")}
          </Field>
          <Field label={t("bo_sabong_wala_entry")} errorKey={open.fieldErrors.wala}>
            {input(wala, setWala, "sabong-new-wala", "wala")}
          </Field>
        </div>
        {open.problemKey && (
          <p className="alert" role="alert">
            {t(open.problemKey)}
          </p>
        )}
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!isComplete || open.isPending}
            data-testid="sabong-new-fight-open"
          >
            {t("bo_sabong_open_fight")}
          </button>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
