import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { ContactIcon } from "./contact-icon.tsx";
import { FooterHelpMenu } from "./footer-help-menu.tsx";
import styles from "./site-footer.module.css";

const BROWSERS = [
  { key: "footer_browser_chrome", href: "https://www.google.com/chrome/" },
  { key: "footer_browser_safari", href: "https://www.apple.com/safari/" },
];
const LICENCES = ["licence_mga", "licence_bvi", "licence_pagcor"];

/** Footer: help topics, contact channels and feedback, recommended browsers, licences, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { whitelabel } = useSiteInfo().info;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <FooterHelpMenu />
        <div className={styles.row}>
          {whitelabel.contacts.length > 0 && (
            <section className={styles.group} aria-labelledby="footer-contact-title">
              <h2 id="footer-contact-title" className={styles.groupTitle}>
                {t("footer_contact_us")}
              </h2>
              <ul className={styles.icons}>
                {whitelabel.contacts.map((contact) => (
                  <li key={`${contact.kind}-${contact.url}`}>
                    <a
                      className={styles.icon}
                      href={contact.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={contact.title}
                      title={contact.title}
                    >
                      <ContactIcon kind={contact.kind} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={styles.group} aria-labelledby="footer-feedback-title">
            <h2 id="footer-feedback-title" className={styles.groupTitle}>
              {t("feedback_footer_title")}
            </h2>
            <Link to="/feedback" className={styles.browser} data-testid="footer-feedback-link">
              {t("feedback_footer_link")}
            </Link>
          </section>
          <section className={styles.group} aria-labelledby="footer-browser-title">
            <h2 id="footer-browser-title" className={styles.groupTitle}>
              {t("footer_browsers")}
            </h2>
            <ul className={styles.browsers}>
              {BROWSERS.map((browser) => (
                <li key={browser.key}>
                  <a href={browser.href} target="_blank" rel="noopener noreferrer" className={styles.browser}>
                    {t(browser.key)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.group} aria-labelledby="footer-licence-title">
            <h2 id="footer-licence-title" className={styles.groupTitle}>
              {t("footer_licences")}
            </h2>
            <p className={styles.licences}>
              <span className={styles.age} title={t("footer_age_title")}>
                {t("footer_age")}
              </span>
              {LICENCES.map((key) => (
                <span key={key} className={styles.licence}>
                  {t(key)}
                </span>
              ))}
            </p>
          </section>
        </div>
        <p className={styles.responsible}>{t("footer_responsible")}</p>
        <p className={styles.copyright}>{whitelabel.copyright}</p>
      </div>
    </footer>
  );
}
