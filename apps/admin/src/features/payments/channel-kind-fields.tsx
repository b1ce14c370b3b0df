import { useTranslation } from "react-i18next";
import { Field } from "../../ui/field.tsx";
import type { TChannelDraft } from "./channel-draft.ts";
import styles from "./payments.module.css";

type TProps = {
  draft: TChannelDraft;
  hasSecret: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<TChannelDraft>) => void;
};

/**
 * What differs by kind: a gateway's address, merchant number and secret (write-only: it is never
 * shown, and a blank box keeps the stored one), or the bank account members transfer to.
 */
export function ChannelKindFields({ draft, hasSecret, errors, onChange }: TProps) {
  const { t } = useTranslation();
  if (draft.kind === "bank")
    return (
      <fieldset className={styles.group}>
        <legend>{t("bo_channel_bank_details")}</legend>
        <div className={styles.fields}>
          <Field label={t("bo_channel_bank_name")} errorKey={errors["bank.bankName"]}>
            <input
              className="input"
              value={draft.bankName}
              maxLength={64}
              aria-invalid={Boolean(errors["bank.bankName"])}
              onChange={(event) => onChange({ bankName: event.target.value })}
            />
          </Field>
          <Field label={t("bo_channel_account_name")} errorKey={errors["bank.accountName"]}>
            <input
              className="input"
              value={draft.accountName}
              maxLength={64}
              aria-invalid={Boolean(errors["bank.accountName"])}
              onChange={(event) => onChange({ accountName: event.target.value })}
            />
          </Field>
          <Field
            label={t("bo_channel_account_number")}
            hint={t("bo_channel_account_number_hint")}
            errorKey={errors["bank.accountNumber"]}
          >
            <input
              className="input mono"
              value={draft.accountNumber}
              maxLength={40}
              aria-invalid={Boolean(errors["bank.accountNumber"])}
              onChange={(event) => onChange({ accountNumber: event.target.value })}
            />
          </Field>
        </div>
      </fieldset>
    );

  return (
    <fieldset className={styles.group}>
      <legend>{t("bo_channel_gateway_details")}</legend>
      <div className={styles.fields}>
        <Field label={t("bo_channel_gateway_url")} errorKey={errors.gatewayUrl}>
          <input
            className="input mono"
            type="url"
            value={draft.gatewayUrl}
            maxLength={300}
            placeholder="https://"
            aria-invalid={Boolean(errors.gatewayUrl)}
            onChange={(event) => onChange({ gatewayUrl: event.target.value })}
          />
        </Field>
        <Field label={t("bo_channel_merchant_no")} errorKey={errors.gatewayMerchantNo}>
          <input
            className="input mono"
            value={draft.gatewayMerchantNo}
            maxLength={64}
            aria-invalid={Boolean(errors.gatewayMerchantNo)}
            onChange={(event) => onChange({ gatewayMerchantNo: event.target.value })}
          />
        </Field>
        <Field
          label={t("bo_channel_secret")}
          hint={hasSecret ? t("bo_channel_secret_kept") : t("bo_channel_secret_hint")}
          errorKey={errors.gatewaySecret}
        >
          <input
            className="input mono"
            type="password"
            autoComplete="new-password"
            value={draft.gatewaySecret}
            maxLength={128}
            placeholder={hasSecret ? t("bo_channel_secret_set") : ""}
            aria-invalid={Boolean(errors.gatewaySecret)}
            onChange={(event) => onChange({ gatewaySecret: event.target.value })}
            data-testid="channel-secret"
          />
        </Field>
      </div>
    </fieldset>
  );
}
