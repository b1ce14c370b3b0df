import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { appDownloads, PLATFORM_LABEL_KEYS } from "./app-platforms.ts";
import styles from "./download-page.module.css";

/** App download page (`/down`, `/download`): a QR code and a button per platform. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const downloads = appDownloads(info.resources);
  useDocumentTitle(t("download_title"));
  return (
    <div className={page.page} data-testid="download-page">
      <div>
        <h1 className={page.title}>{t("download_title")}</h1>
        <p className={page.subtitle}>{t("download_subtitle", { site: info.whitelabel.name })}</p>
      </div>
      {downloads.length === 0 ? (
        <EmptyState title={t("download_none")} />
      ) : (
        <ul className={styles.grid}>
          {downloads.map(({ platform, resource }) => {
            const label = t(PLATFORM_LABEL_KEYS[platform]);
            return (
              <li key={platform} className={page.card} data-platform={platform}>
                <h2 className={styles.platform}>{label}</h2>
                <img
                  className={styles.qr}
                  src={resource.qrCodeUrl}
                  alt={t("download_qr_alt", { platform: label })}
                  width={180}
                  height={180}
                />
                <p className={styles.hint}>{t("download_scan")}</p>
                <a
                  className={buttonStyles.gold}
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("download_button", { platform: label })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <ul className={styles.features}>
        {["download_feature_fast", "download_feature_secure", "download_feature_support"].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}
