import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { AuthButtons } from "./auth-buttons.tsx";
import styles from "./header.module.css";
import { HeaderClock } from "./header-clock.tsx";
import { HeaderMoreMenu } from "./header-more-menu.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { NoticeMarquee } from "./notice-marquee.tsx";

/** The header's top row: (logo), notice marquee, clock, language, more, log in / register. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { info, toggles } = useSiteInfo();
  const hasBottomBar = toggles.has("HEADERBOTTOM");
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.top}>
        <Link to="/" className={hasBottomBar ? styles.logoMobile : styles.logo} aria-label={t("nav_home")}>
          <img src={info.whitelabel.logoUrl} alt={info.whitelabel.name} height={32} />
        </Link>
        <div className={styles.marquee}>
          <NoticeMarquee />
        </div>
        <HeaderClock />
        <div className={styles.controls}>
          <LanguageMenu />
          <HeaderMoreMenu />
          <AuthButtons />
        </div>
      </div>
    </header>
  );
}
