import type { TCountryCode } from "@orchid/contract/system";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import styles from "../../ui/auth-form.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { useDropdown } from "../../ui/use-dropdown.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { defaultCountryOf } from "./default-country.ts";

type TMobileInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Dialing code digits, "95" for Myanmar. */
  dialingCode: string;
  onDialingCodeChange: (digits: string) => void;
  error?: string | null;
  isRequired?: boolean;
  label?: string;
  children?: React.ReactNode;
};

const digitsOf = (entry: TCountryCode) => entry.countryDialingCode.replace(/^\+/, "");

/** A mobile number with its dialing-code picker (flags from the country list, merchant's country first). */
export function MobileInput(props: TMobileInputProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const menu = useDropdown();
  const { data: countries = [] } = useApiQuery("countryCodes", undefined, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { dialingCode, onDialingCodeChange } = props;
  const selected = countries.find((entry) => digitsOf(entry) === dialingCode);

  useEffect(() => {
    if (dialingCode || countries.length === 0) return;
    const home = defaultCountryOf(info.whitelabel.timeZone);
    const entry = countries.find((country) => country.countryCode === home) ?? countries[0];
    if (entry) onDialingCodeChange(digitsOf(entry));
  }, [dialingCode, countries, info.whitelabel.timeZone, onDialingCodeChange]);

  return (
    <FormField
      id={props.id}
      label={props.label ?? t("field_mobile")}
      error={props.error}
      isRequired={props.isRequired}
    >
      <div className={styles.row}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only tracks focus leaving the picker */}
        <div
          className={styles.picker}
          ref={menu.rootRef}
          onKeyDown={menu.handleKeyDown}
          onBlur={menu.handleBlur}
        >
          <button
            ref={menu.triggerRef}
            type="button"
            className={styles.pickerButton}
            aria-haspopup="listbox"
            aria-expanded={menu.isOpen}
            aria-label={t("field_dialing_code")}
            data-testid={`${props.id}-dialing-code`}
            onClick={menu.toggle}
          >
            {selected && <img className={styles.flag} src={selected.flagUrl} alt="" width={20} height={14} />}
            +{dialingCode}
          </button>
          {menu.isOpen && (
            <div className={styles.pickerList} role="listbox" aria-label={t("field_dialing_code")}>
              {countries.map((entry) => (
                <button
                  key={entry.countryCode}
                  type="button"
                  role="option"
                  aria-selected={entry === selected}
                  className={styles.pickerOption}
                  onClick={() => {
                    onDialingCodeChange(digitsOf(entry));
                    menu.close();
                  }}
                >
                  <img
                    className={styles.flag}
                    src={entry.flagUrl}
                    alt=""
                    width={20}
                    height={14}
                    loading="lazy"
                  />
                  {entry.countryCode} {entry.countryDialingCode}
                </button>
              ))}
            </div>
          )}
        </div>
        <input
          id={props.id}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={props.value}
          aria-invalid={Boolean(props.error)}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
      {props.children}
    </FormField>
  );
}
