import { roleAllows } from "@orchid/contract/backoffice";
import type { TBoSettings } from "@orchid/contract/backoffice-settings";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { CdnSection } from "./cdn-section.tsx";
import { CustomerServiceSection } from "./customer-service-section.tsx";
import { LocaleSection } from "./locale-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { RegisterRulesSection } from "./register-rules-section.tsx";
import { ResourcesSection } from "./resources-section.tsx";
import styles from "./settings-page.module.css";
import { StatusSection } from "./status-section.tsx";
import { TogglesSection } from "./toggles-section.tsx";

export type TSettingsSectionProps = { settings: TBoSettings };

/** The settings sections in menu order; `?section=` in the address picks one. */
const SECTIONS: { id: string; labelKey: string; Component: ComponentType<TSettingsSectionProps> }[] = [
  { id: "status", labelKey: "bo_settings_section_status", Component: StatusSection },
  { id: "toggles", labelKey: "bo_settings_section_toggles", Component: TogglesSection },
  { id: "registration", labelKey: "bo_settings_section_registration", Component: RegisterRulesSection },
  { id: "locale", labelKey: "bo_settings_section_locale", Component: LocaleSection },
  { id: "customer-service", labelKey: "bo_settings_section_cs", Component: CustomerServiceSection },
  { id: "resources", labelKey: "bo_settings_section_resources", Component: ResourcesSection },
  { id: "cdns", labelKey: "bo_settings_section_cdns", Component: CdnSection },
  { id: "passwords", labelKey: "bo_settings_section_passwords", Component: PasswordSection },
];

/**
 * Every switch of the merchant's site, one section at a time. Operators without settings.write
 * see the same screens with every control disabled.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const operator = useConsoleStore((state) => state.operator);
  const [params] = useSearchParams();
  const query = useConsoleQuery("boSettings");
  const canWrite = operator ? roleAllows(operator.role, "settings.write") : false;
  const active = SECTIONS.find((section) => section.id === params.get("section")) ?? SECTIONS[0];
  if (!active) return null;
  const { Component } = active;

  return (
    <>
      <PageHeader title={t("bo_nav_settings")} />
      {!canWrite && (
        <p className={styles.readOnly} role="note">
          {t("bo_settings_read_only")}
        </p>
      )}
      <div className={styles.layout}>
        <nav className={styles.sections} aria-label={t("bo_settings_sections")}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <Link
                  to={{ search: `?section=${section.id}` }}
                  aria-current={section.id === active.id ? "page" : undefined}
                  className={section.id === active.id ? styles.current : undefined}
                >
                  {t(section.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.panel}>
          <QueryState query={query}>
            {(settings) => (
              <fieldset className={styles.fieldset} disabled={!canWrite}>
                <legend className={styles.legend}>{t(active.labelKey)}</legend>
                <Component settings={settings} />
              </fieldset>
            )}
          </QueryState>
        </div>
      </div>
    </>
  );
}
