import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";

/** The order typed in an order field; an empty field means 0. */
export function orderOf(text: string): number {
  return text.trim() === "" ? 0 : Number(text);
}

/** Where an item sits among its kind (0–9999, lower first). */
export function OrderField(props: { value: string; errorKey?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t("bo_content_order")} hint={t("bo_content_order_hint")} errorKey={props.errorKey}>
      <input
        className="input"
        type="number"
        min={0}
        max={9999}
        step={1}
        value={props.value}
        aria-invalid={Boolean(props.errorKey)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}
