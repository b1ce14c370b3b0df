import type { TLanguageCode } from "@orchid/contract/languages";
import type { TPermissionInfo } from "@orchid/contract/system";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { CustomerServiceButton } from "./customer-service-button.tsx";
import { StatusArt } from "./status-art.tsx";
import styles from "./status-page.module.css";
import { useCustomerService } from "./use-customer-service.ts";

function messageIn(info: TPermissionInfo | null, language: TLanguageCode | null): string | null {
  const message = info?.maintenance.message;
  if (!message) return null;
  return (language && message[language]) || message.EN || null;
}

/** System status 1: maintenance notice, the merchant's message, customer service. */
export function MaintenancePage({ info }: { info: TPermissionInfo | null }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const links = useCustomerService(info?.customerService ?? null);
  const message = messageIn(info, language);
  return (
    <main className={styles.page} data-testid="maintenance-page">
      <section className={styles.card} aria-labelledby="maintenance-title">
        {info?.whitelabel.logoUrl && <img className={styles.logo} src={info.whitelabel.logoUrl} alt="" />}
        <StatusArt kind="maintenance" />
        <h1 id="maintenance-title" className={styles.title}>
          {t("maintenance_title")}
        </h1>
        <p className={styles.text}>{t("maintenance_text")}</p>
        {message && <p className={styles.message}>{message}</p>}
        <div className={styles.actions}>
          <CustomerServiceButton links={links} />
        </div>
      </section>
    </main>
  );
}
