import { Field } from "../../ui/field.tsx";
import styles from "./content.module.css";

/** One end of a schedule: the draft field it edits (also the request path of its errors). */
type TTimeSpec<K extends string> = { name: K; label: string; hint: string };

/**
 * When an item starts and stops showing, side by side. Values are local wall time as
 * `<input type="datetime-local">` speaks it, in the merchant's time zone (see content-time.ts).
 */
export function ScheduleFields<K extends string>(props: {
  from: TTimeSpec<K>;
  until: TTimeSpec<K>;
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (patch: Partial<Record<K, string>>) => void;
}) {
  return (
    <div className={styles.fields}>
      {[props.from, props.until].map((spec) => {
        const errorKey = props.errors[spec.name];
        return (
          <Field key={spec.name} label={spec.label} hint={spec.hint} errorKey={errorKey}>
            <input
              className="input"
              type="datetime-local"
              value={props.values[spec.name]}
              aria-invalid={Boolean(errorKey)}
              onChange={(event) =>
                props.onChange({ [spec.name]: event.target.value } as Partial<Record<K, string>>)
              }
            />
          </Field>
        );
      })}
    </div>
  );
}
