import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";

/** The kinds a records page filters by (record types, game types), named by translation keys. */
export type TRecordKinds<TKind extends string> = {
  labelKey: string;
  /** The first choice: no filter. */
  allKey: string;
  kinds: readonly TKind[];
  kindKey: (kind: TKind) => string;
  testId: string;
};

/** A records page's kind filter: every kind, or one of them. */
export function RecordKindSelect<TKind extends string>(props: {
  kinds: TRecordKinds<TKind>;
  value: TKind | "";
  onChange: (kind: TKind | "") => void;
}) {
  const { t } = useTranslation();
  const { kinds } = props;
  return (
    <label className={form.field}>
      <span className={form.label}>{t(kinds.labelKey)}</span>
      <select
        className={form.input}
        value={props.value}
        data-testid={kinds.testId}
        onChange={(event) => props.onChange(event.target.value as TKind | "")}
      >
        <option value="">{t(kinds.allKey)}</option>
        {kinds.kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(kinds.kindKey(kind))}
          </option>
        ))}
      </select>
    </label>
  );
}
