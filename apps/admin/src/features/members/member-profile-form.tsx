import { SETTABLE_MEMBER_TYPES, type TBoMemberDetail } from "@orchid/contract/backoffice-members";
import { isAgentType, TRIAL_TYPE } from "@orchid/contract/member";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { useMemberNames } from "./member-vocabulary.ts";
import styles from "./members.module.css";

const MAX_LABELS = 20;

/**
 * Labels, VIP rank and account type. A free-play account keeps its type, and an agent with a
 * downline stays an agent (the server refuses both; the form does not offer them).
 */
export function MemberProfileForm(props: { detail: TBoMemberDetail }) {
  const { t } = useTranslation();
  const { typeName } = useMemberNames();
  const d = props.detail;
  const [labels, setLabels] = useState(d.labels);
  const [labelDraft, setLabelDraft] = useState("");
  const [rank, setRank] = useState(String(d.rankLevel));
  const [type, setType] = useState(d.type);
  const save = useConsoleChange("boSetMemberProfile", { refresh: ["boMemberDetail", "boMembers"] });
  const errors = save.fieldErrors;
  const isTrial = d.type === TRIAL_TYPE;
  const keepsAgent = isAgentType(d.type) && d.downlineCount > 0;
  const typeOptions: number[] = isTrial ? [TRIAL_TYPE] : [...SETTABLE_MEMBER_TYPES];

  function addLabel() {
    const label = labelDraft.trim();
    if (!label) return;
    if (!labels.includes(label) && labels.length < MAX_LABELS) setLabels([...labels, label]);
    setLabelDraft("");
  }

  function handleLabelKey(event: KeyboardEvent) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addLabel();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.run({
      memberId: d.id,
      labels,
      rankLevel: rank.trim() === "" ? 0 : Number(rank),
      type: type === d.type ? undefined : type,
    });
  }

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="member-profile-form" noValidate>
      <h2 id="member-profile-form" className={styles.heading}>
        {t("bo_member_profile_form")}
      </h2>
      <div className={styles.labels}>
        <span className="muted">{t("bo_member_labels")}</span>
        {labels.length > 0 ? (
          <ul className={styles.chips}>
            {labels.map((label) => (
              <li key={label} className={styles.chip}>
                {label}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t("bo_member_label_remove", { label })}
                  onClick={() => setLabels(labels.filter((other) => other !== label))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">{t("bo_member_no_labels")}</span>
        )}
        <Field label={t("bo_member_label_new")} hint={t("bo_member_label_hint")} errorKey={errors.labels}>
          <div className="row">
            <input
              className={`input ${styles.grow}`}
              value={labelDraft}
              maxLength={30}
              onChange={(event) => setLabelDraft(event.target.value)}
              onKeyDown={handleLabelKey}
              data-testid="member-label-input"
            />
            <button
              type="button"
              className="btn"
              disabled={!labelDraft.trim() || labels.length >= MAX_LABELS}
              onClick={addLabel}
            >
              {t("bo_member_label_add")}
            </button>
          </div>
        </Field>
      </div>
      <div className={styles.fields}>
        <Field label={t("bo_member_rank")} errorKey={errors.rankLevel}>
          <input
            className="input"
            type="number"
            min={0}
            max={99}
            step={1}
            value={rank}
            aria-invalid={Boolean(errors.rankLevel)}
            onChange={(event) => setRank(event.target.value)}
          />
        </Field>
        <Field
          label={t("bo_member_type")}
          hint={
            isTrial
              ? t("bo_member_type_trial_fixed")
              : keepsAgent
                ? t("bo_member_type_keeps_agent")
                : undefined
          }
          errorKey={errors.type}
        >
          <select
            className="select"
            value={type}
            disabled={isTrial}
            onChange={(event) => setType(Number(event.target.value))}
          >
            {typeOptions.map((option) => (
              <option key={option} value={option} disabled={keepsAgent && !isAgentType(option)}>
                {typeName(option)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="member-profile-save"
        >
          {t("bo_member_profile_save")}
        </button>
      </div>
    </form>
  );
}
