import type { TPermissionInfo } from "@orchid/contract/system";
import { useTranslation } from "react-i18next";
import { CustomerServiceButton } from "./customer-service-button.tsx";
import { StatusArt } from "./status-art.tsx";
import styles from "./status-page.module.css";
import { useCustomerService } from "./use-customer-service.ts";

/** System status 2: the visitor's IP and a notice that their area or IP is restricted. */
export function RegionBlockPage({ ip, info }: { ip: string; info: TPermissionInfo | null }) {
  const { t } = useTranslation();
  const links = useCustomerService(info?.customerService ?? null);
  return (
    <main className={styles.page} data-testid="region-block-page">
      <section className={styles.card} aria-labelledby="region-title">
        <StatusArt kind="blocked" />
        <h1 id="region-title" className={styles.title}>
          {t("region_title")}
        </h1>
        <p className={styles.text}>{t("region_text")}</p>
        <p className={styles.text}>
          {t("region_your_ip")}{" "}
          <span className={styles.ip} data-testid="visitor-ip">
            {ip}
          </span>
        </p>
        <div className={styles.actions}>
          <CustomerServiceButton links={links} />
        </div>
      </section>
    </main>
  );
}
