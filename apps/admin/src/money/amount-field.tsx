import { Field } from "../ui/field.tsx";

/**
 * A labelled amount typed in major units with up to two decimals (the text is kept as typed;
 * `parseMajorAmount` turns it into minor units when the form is sent).
 */
export function AmountField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorKey?: string | null;
  hint?: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label} hint={props.hint} errorKey={props.errorKey}>
      <input
        className="input mono"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        maxLength={20}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={Boolean(props.errorKey)}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      />
    </Field>
  );
}
