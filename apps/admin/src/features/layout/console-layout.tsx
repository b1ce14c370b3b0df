import { roleAllows } from "@orchid/contract/backoffice";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { CONSOLE_SCREENS } from "../../app/console-routes.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ToastHost } from "../../ui/toast-host.tsx";
import styles from "./console-layout.module.css";
import { ConsoleTopBar } from "./console-top-bar.tsx";
import { refreshOperator } from "./refresh-operator.ts";

/** The signed-in console: menu (by permission), top bar and the current screen. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const token = useConsoleStore((state) => state.token);
  const operator = useConsoleStore((state) => state.operator);
  const location = useLocation();

  useEffect(() => {
    if (token) void refreshOperator();
  }, [token]);

  if (!token || !operator) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const screens = CONSOLE_SCREENS.filter((screen) => roleAllows(operator.role, screen.permission));

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#console-main">
        {t("bo_skip_to_content")}
      </a>
      <nav className={styles.nav} aria-label={t("bo_menu")}>
        <div className={styles.brand}>
          Orchid <span>{t("bo_console")}</span>
        </div>
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <NavLink
                to={screen.path}
                end={screen.path === "/"}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                <span aria-hidden="true" className={styles.icon}>
                  {screen.icon}
                </span>
                {t(screen.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <ConsoleTopBar />
        <main id="console-main" className={styles.main}>
          <Outlet />
        </main>
      </div>
      <ToastHost />
    </div>
  );
}
