import { useTranslation } from "react-i18next";
import { appDownloads, PLATFORM_LABEL_KEYS } from "../download/app-platforms.ts";
import { useMemberInfo } from "../member/use-member-info.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { customerServiceFor } from "./customer-service-for.ts";
import styles from "./side-bar.module.css";

/** The side menu: customer-service links by type and app download QR codes (spec §2). */
export function SideBar() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const downloads = appDownloads(info.resources);
  const rankLevel = useMemberInfo().data?.clubLabel?.rankLevel ?? null;
  const services = customerServiceFor(info.customerService, rankLevel);
  return (
    <aside className={styles.side} data-testid="side-bar" aria-label={t("side_label")}>
      {services.length > 0 && (
        <section className={styles.block} aria-labelledby="side-cs-title">
          <h2 id="side-cs-title" className={styles.heading}>
            {t("cs_title")}
          </h2>
          <ul className={styles.links}>
            {services.map((entry) => (
              <li key={`${entry.csType}-${entry.path}`}>
                <a
                  className={styles.link}
                  href={entry.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-cs-type={entry.csType}
                >
                  <NavIcon name="CHAT" size={18} />
                  <span>{entry.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {downloads.length > 0 && (
        <section className={styles.block} aria-labelledby="side-app-title">
          <h2 id="side-app-title" className={styles.heading}>
            {t("download_title")}
          </h2>
          <ul className={styles.qrs}>
            {downloads.map(({ platform, resource }) => (
              <li key={platform} className={styles.qr}>
                <a href={resource.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={resource.qrCodeUrl}
                    alt={t("download_qr_alt", { platform: t(PLATFORM_LABEL_KEYS[platform]) })}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <span>{t(PLATFORM_LABEL_KEYS[platform])}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
