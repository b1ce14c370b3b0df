import { createBrowserRouter } from "react-router";
import { ConsoleLayout } from "../features/layout/console-layout.tsx";
import { RouteError } from "../features/layout/route-error.tsx";
import { LoginPage } from "../features/session/login-page.tsx";

/** Screens load on first visit; the shell and the login page come with the entry. */
export const router = createBrowserRouter(
  [
    { path: "/login", element: <LoginPage />, errorElement: <RouteError /> },
    {
      path: "/",
      element: <ConsoleLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <p className="muted">…</p>,
      children: [
        {
          index: true,
          lazy: () =>
            import("../features/dashboard/dashboard-page.tsx").then((m) => ({ Component: m.DashboardPage })),
        },
        {
          path: "members",
          lazy: () =>
            import("../features/members/members-page.tsx").then((m) => ({ Component: m.MembersPage })),
        },
        {
          path: "members/:memberId",
          lazy: () =>
            import("../features/members/member-detail-page.tsx").then((m) => ({
              Component: m.MemberDetailPage,
            })),
        },
        {
          path: "feedback",
          lazy: () =>
            import("../features/feedback/feedback-page.tsx").then((m) => ({ Component: m.FeedbackPage })),
        },
        {
          path: "agents/tree",
          lazy: () =>
            import("../features/agents/agent-tree-page.tsx").then((m) => ({ Component: m.AgentTreePage })),
        },
        {
          path: "agents/contracts",
          lazy: () =>
            import("../features/agents/contracts-page.tsx").then((m) => ({ Component: m.ContractsPage })),
        },
        {
          path: "agents/bills",
          lazy: () => import("../features/agents/bills-page.tsx").then((m) => ({ Component: m.BillsPage })),
        },
        {
          path: "agents/reports",
          lazy: () =>
            import("../features/agents/agent-report-page.tsx").then((m) => ({
              Component: m.AgentReportPage,
            })),
        },
        {
          path: "agents/settings",
          lazy: () =>
            import("../features/agents/agent-settings-page.tsx").then((m) => ({
              Component: m.AgentSettingsPage,
            })),
        },
        {
          path: "payments/deposits",
          lazy: () =>
            import("../features/payments/deposits-page.tsx").then((m) => ({ Component: m.DepositsPage })),
        },
        {
          path: "payments/withdrawals",
          lazy: () =>
            import("../features/payments/withdrawals-page.tsx").then((m) => ({
              Component: m.WithdrawalsPage,
            })),
        },
        {
          path: "payments/settings",
          lazy: () =>
            import("../features/payments/payment-settings-page.tsx").then((m) => ({
              Component: m.PaymentSettingsPage,
            })),
        },
        {
          path: "wallet/ledger",
          lazy: () => import("../features/wallet/ledger-page.tsx").then((m) => ({ Component: m.LedgerPage })),
        },
        {
          path: "content/banners",
          lazy: () =>
            import("../features/content/banners-page.tsx").then((m) => ({ Component: m.BannersPage })),
        },
        {
          path: "content/notices",
          lazy: () =>
            import("../features/content/notices-page.tsx").then((m) => ({ Component: m.NoticesPage })),
        },
        {
          path: "content/help",
          lazy: () => import("../features/content/help-page.tsx").then((m) => ({ Component: m.HelpPage })),
        },
        {
          path: "games/vendors",
          lazy: () =>
            import("../features/games/vendors-page.tsx").then((m) => ({ Component: m.VendorsPage })),
        },
        {
          path: "games/catalogue",
          lazy: () =>
            import("../features/games/catalogue-page.tsx").then((m) => ({ Component: m.CataloguePage })),
        },
        {
          path: "games/rounds",
          lazy: () => import("../features/games/rounds-page.tsx").then((m) => ({ Component: m.RoundsPage })),
        },
        {
          path: "games/rtp",
          lazy: () => import("../features/games/rtp-page.tsx").then((m) => ({ Component: m.RtpPage })),
        },
        {
          path: "lottery/games",
          lazy: () =>
            import("../features/lottery/lottery-games-page.tsx").then((m) => ({
              Component: m.LotteryGamesPage,
            })),
        },
        {
          path: "lottery/odds",
          lazy: () =>
            import("../features/lottery/lottery-odds-page.tsx").then((m) => ({
              Component: m.LotteryOddsPage,
            })),
        },
        {
          path: "lottery/draws",
          lazy: () =>
            import("../features/lottery/lottery-draws-page.tsx").then((m) => ({
              Component: m.LotteryDrawsPage,
            })),
        },
        {
          path: "lottery/draws/:drawId",
          lazy: () =>
            import("../features/lottery/lottery-draw-page.tsx").then((m) => ({
              Component: m.LotteryDrawPage,
            })),
        },
        {
          path: "lottery/slips",
          lazy: () =>
            import("../features/lottery/lottery-slips-page.tsx").then((m) => ({
              Component: m.LotterySlipsPage,
            })),
        },
        {
          path: "book/events",
          lazy: () =>
            import("../features/book/book-events-page.tsx").then((m) => ({ Component: m.BookEventsPage })),
        },
        {
          path: "book/events/:eventId",
          lazy: () =>
            import("../features/book/book-event-page.tsx").then((m) => ({ Component: m.BookEventPage })),
        },
        {
          path: "book/bets",
          lazy: () =>
            import("../features/book/book-bets-page.tsx").then((m) => ({ Component: m.BookBetsPage })),
        },
        {
          path: "book/settings",
          lazy: () =>
            import("../features/book/book-settings-page.tsx").then((m) => ({
              Component: m.BookSettingsPage,
            })),
        },
        {
          path: "sabong/derby",
          lazy: () => import("../features/sabong/derby-page.tsx").then((m) => ({ Component: m.DerbyPage })),
        },
        {
          path: "sabong/settings",
          lazy: () =>
            import("../features/sabong/sabong-settings-page.tsx").then((m) => ({
              Component: m.SabongSettingsPage,
            })),
        },
        {
          path: "bonus/campaigns",
          lazy: () =>
            import("../features/bonus/campaigns-page.tsx").then((m) => ({ Component: m.CampaignsPage })),
        },
        {
          path: "bonus/campaigns/:campaignId",
          lazy: () =>
            import("../features/bonus/campaign-results-page.tsx").then((m) => ({
              Component: m.CampaignResultsPage,
            })),
        },
        {
          path: "bonus/grants",
          lazy: () => import("../features/bonus/grants-page.tsx").then((m) => ({ Component: m.GrantsPage })),
        },
        {
          path: "bonus/points/settings",
          lazy: () =>
            import("../features/points/points-settings-page.tsx").then((m) => ({
              Component: m.PointsSettingsPage,
            })),
        },
        {
          path: "bonus/points/mall",
          lazy: () =>
            import("../features/points/mall-products-page.tsx").then((m) => ({
              Component: m.MallProductsPage,
            })),
        },
        {
          path: "bonus/points/redeems",
          lazy: () =>
            import("../features/points/redeems-page.tsx").then((m) => ({ Component: m.RedeemsPage })),
        },
        {
          path: "bonus/applications",
          lazy: () =>
            import("../features/applications/applications-page.tsx").then((m) => ({
              Component: m.ApplicationsPage,
            })),
        },
        {
          path: "bonus/missions",
          lazy: () =>
            import("../features/missions/missions-page.tsx").then((m) => ({ Component: m.MissionsPage })),
        },
        {
          path: "bonus/referral",
          lazy: () =>
            import("../features/referral/referral-settings-page.tsx").then((m) => ({
              Component: m.ReferralSettingsPage,
            })),
        },
        {
          path: "bonus/raffles",
          lazy: () =>
            import("../features/raffles/raffles-page.tsx").then((m) => ({ Component: m.RafflesPage })),
        },
        {
          path: "bonus/vip",
          lazy: () =>
            import("../features/vip/vip-levels-page.tsx").then((m) => ({ Component: m.VipLevelsPage })),
        },
        {
          path: "settings",
          lazy: () =>
            import("../features/settings/settings-page.tsx").then((m) => ({ Component: m.SettingsPage })),
        },
        {
          path: "approvals",
          lazy: () =>
            import("../features/approvals/approvals-page.tsx").then((m) => ({ Component: m.ApprovalsPage })),
        },
        {
          path: "operators",
          lazy: () =>
            import("../features/operators/operators-page.tsx").then((m) => ({ Component: m.OperatorsPage })),
        },
        {
          path: "audit",
          lazy: () => import("../features/audit/audit-page.tsx").then((m) => ({ Component: m.AuditPage })),
        },
        {
          path: "jobs",
          lazy: () => import("../features/jobs/jobs-page.tsx").then((m) => ({ Component: m.JobsPage })),
        },
        {
          path: "*",
          lazy: () => import("../features/layout/not-found.tsx").then((m) => ({ Component: m.NotFound })),
        },
      ],
    },
  ],
  { basename: "/admin" },
);
