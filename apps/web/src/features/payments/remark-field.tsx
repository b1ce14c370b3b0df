import { REMARK_MAX } from "@orchid/contract/payments";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";

type TRemarkFieldProps = { id: string; value: string; onChange: (value: string) => void; error?: string };

/** An optional remark of at most 140 characters (spec §9), with a live count. */
export function RemarkField({ id, value, onChange, error }: TRemarkFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t("field_remark")} error={error}>
      <textarea
        id={id}
        className={form.input}
        rows={2}
        maxLength={REMARK_MAX}
        value={value}
        aria-describedby={`${id}-count`}
        data-testid={id}
        onChange={(event) => onChange(event.target.value)}
        style={{ paddingBlock: 8, resize: "vertical" }}
      />
      <span className={form.hint} id={`${id}-count`} aria-live="polite">
        {t("remark_count", { count: value.length, max: REMARK_MAX })}
      </span>
    </FormField>
  );
}
