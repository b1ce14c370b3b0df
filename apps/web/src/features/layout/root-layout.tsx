import { Navigate, Outlet, useLocation } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import { DialogOutlet } from "../../ui/dialog-outlet.tsx";
import { AgentCentreOutlet } from "../agent-centre/agent-centre-outlet.tsx";
import { AuthModalOutlet } from "../auth/auth-modal-outlet.tsx";
import { SiteFooter } from "../footer/site-footer.tsx";
import { HeaderBottom } from "../header/header-bottom.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { MemberCentreOutlet } from "../member-centre/member-centre-outlet.tsx";
import { NoticeModalOutlet } from "../notices/notice-modal-outlet.tsx";
import { PopupNotices } from "../notices/popup-notices.tsx";
import { MobileBottomNav } from "../side-bar/mobile-bottom-nav.tsx";
import { RightBar } from "../side-bar/right-bar.tsx";
import { SideBar } from "../side-bar/side-bar.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { needsLogin } from "./login-guard.ts";
import styles from "./root-layout.module.css";
import { RouteBanner } from "./route-banner.tsx";
import { routeStyleOf } from "./route-style.ts";
import { ScrollManager } from "./scroll-manager.tsx";
import { useStartupQueries } from "./use-startup-queries.ts";

/** Named regions (spec §2): header, banner, main content, side menu, footer, plus the bars. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { toggles } = useSiteInfo();
  const hasSession = useAppStore((state) => state.token !== null);
  useStartupQueries();

  if (needsLogin(pathname, hasSession, toggles.has("LOGINTOHOME"))) return <Navigate to="/login" replace />;

  const isBare = pathname === "/helpmc";
  const routeStyle = routeStyleOf(pathname);
  return (
    <div className={styles.shell}>
      <ScrollManager />
      {!isBare && <SiteHeader />}
      {!isBare && toggles.has("HEADERBOTTOM") && <HeaderBottom />}
      <RouteBanner />
      <div className={styles.body}>
        <main
          className={`${styles.main} route-${routeStyle.replace(/[^\w-]/g, "-")}`}
          data-route-style={routeStyle}
        >
          <Outlet />
        </main>
        <SideBar />
      </div>
      <SiteFooter />
      <RightBar />
      <MobileBottomNav />
      <NoticeModalOutlet />
      <PopupNotices />
      <MemberCentreOutlet />
      <AgentCentreOutlet />
      <AuthModalOutlet />
      <DialogOutlet />
    </div>
  );
}
