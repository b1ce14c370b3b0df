import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import styles from "./content.module.css";

/** One end of a schedule: the draft field it edits (also the request path of its errors). */
type TTimeSpec<K extends string> = { name: K; label: string; hint: string };

/**
 * When an item starts and stops showing, side by side. Values are local wall time as
 * `<input type="datetime-local">` speaks it, in the merchant's time zone (see content-time.ts).
 * `isClearable` adds a Clear button under each time (a browser's own way to empty the input is
 * easy to miss, and a half-erased input still looks set); an empty time is no time.
 */
export function ScheduleFields<K extends string>(props: {
  from: TTimeSpec<K>;
  until: TTimeSpec<K>;
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (patch: Partial<Record<K, string>>) => void;
  isClearable?: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.fields}>
      {[props.from, props.until].map((spec) => {
        const errorKey = props.errors[spec.name];
        const value = props.values[spec.name];
        const set = (next: string) => props.onChange({ [spec.name]: next } as Partial<Record<K, string>>);
        const testId = props.testIdPrefix && `${props.testIdPrefix}-${spec.name}`;
        const field = (
          <Field key={spec.name} label={spec.label} hint={spec.hint} errorKey={errorKey}>
            <input
              className="input"
              type="datetime-local"
              value={value}
              aria-invalid={Boolean(errorKey)}
              onChange={(event) => set(event.target.value)}
              data-testid={testId}
            />
          </Field>
        );
        if (!props.isClearable) return field;
        // The button stays outside the field's label, so it is not read as part of the input's name.
        return (
          <div key={spec.name} className={styles.clearableTime}>
            {field}
            <button
              type="button"
              className="btn btn-small"
              disabled={value === ""}
              aria-label={t("bo_content_clear_named", { name: spec.label })}
              onClick={() => set("")}
              data-testid={testId && `${testId}-clear`}
            >
              {t("bo_content_clear")}
            </button>
          </div>
        );
      })}
    </div>
  );
}
