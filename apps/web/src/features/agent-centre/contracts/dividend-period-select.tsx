import { DIVIDEND_PERIODS, type TDividendPeriod } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import { FormField } from "../../../ui/form-field.tsx";

/** The dividend period of an offer. */
export function DividendPeriodSelect({
  value,
  onChange,
}: {
  value: TDividendPeriod;
  onChange: (period: TDividendPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField id="ac-offer-period" label={t("agc_dividend_period_label")}>
      <select
        id="ac-offer-period"
        className={form.input}
        value={value}
        data-testid="offer-period"
        onChange={(event) => onChange(event.target.value as TDividendPeriod)}
      >
        {DIVIDEND_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`agc_div_period_${period}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
