import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ChannelsSection } from "./channels-section.tsx";
import styles from "./payments.module.css";
import { WithdrawalRulesForm } from "./withdrawal-rules-form.tsx";

/**
 * How members pay in and take out: the deposit channels and the withdrawal rules. Operators
 * without settings.write see both with every control disabled.
 */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan("settings.write");
  const rules = useConsoleQuery("boPaymentSettings");

  return (
    <>
      <PageHeader title={t("bo_nav_payment_settings")} />
      <div className={styles.settings}>
        {!canWrite && (
          <p className={styles.readOnly} role="note">
            {t("bo_payment_settings_read_only")}
          </p>
        )}
        <ChannelsSection canWrite={canWrite} />
        <QueryState query={rules}>
          {(settings) => (
            <fieldset className={styles.fieldset} disabled={!canWrite}>
              <WithdrawalRulesForm key={JSON.stringify(settings)} settings={settings} />
            </fieldset>
          )}
        </QueryState>
      </div>
    </>
  );
}
