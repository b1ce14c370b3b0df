import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { HomePage } from "../features/home/home-page.tsx";
import { RootLayout } from "../features/layout/root-layout.tsx";
import { RouteErrorPage } from "../features/pages/route-error-page.tsx";
import { loadGamesCatalogue } from "../i18n/i18n.ts";
import { Loader } from "../ui/loader.tsx";
import { loadChunk } from "./load-chunk.ts";

/**
 * A lazily loaded page: its code (and any catalogue part it needs) downloads on first visit,
 * within the 120 s limit.
 */
function page(load: () => Promise<ComponentType>, needs?: () => Promise<void>): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([loadChunk(load), needs && loadChunk(needs)]);
      return { Component };
    },
  };
}

const login = page(() => import("../features/auth/login-page.tsx").then((m) => m.LoginPage));
const register = page(() => import("../features/auth/register-page.tsx").then((m) => m.RegisterPage));
const help = page(() => import("../features/help/help-page.tsx").then((m) => m.HelpPage));
const download = page(() => import("../features/download/download-page.tsx").then((m) => m.DownloadPage));
const lottery = page(
  () => import("../features/pages/lottery-page.tsx").then((m) => m.LotteryPage),
  loadGamesCatalogue,
);
const game = page(
  () => import("../features/pages/game-page.tsx").then((m) => m.GamePage),
  loadGamesCatalogue,
);
// The book's texts are in the games part of the catalogue (and the halls open their providers' lobbies).
const sports = page(
  () => import("../features/sportsbook/sports-page.tsx").then((m) => m.SportsPage),
  loadGamesCatalogue,
);
const esports = page(
  () => import("../features/sportsbook/esports-page.tsx").then((m) => m.EsportsPage),
  loadGamesCatalogue,
);

/** Every route of spec §2; only home is in the first bundle. */
const ROUTES: RouteObject[] = [
  // Orchid's own slot games, framed by /game: no header, footer or side bars of their own.
  {
    path: "/play/slot",
    HydrateFallback: Loader,
    ErrorBoundary: RouteErrorPage,
    ...page(() => import("../features/slot/slot-page.tsx").then((m) => m.SlotPage), loadGamesCatalogue),
  },
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: Loader,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: HomePage },
      { path: "index", Component: HomePage },
      { path: "index.html", Component: HomePage },
      { path: "home", Component: HomePage },
      { path: "register", ...register },
      { path: "register.html", ...register },
      { path: "login", ...login },
      {
        path: "reset-password",
        ...page(() => import("../features/auth/reset-password-page.tsx").then((m) => m.ResetPasswordPage)),
      },
      {
        path: "noticePage",
        ...page(() => import("../features/notices/notices-page.tsx").then((m) => m.NoticesPage)),
      },
      {
        path: "pointMall",
        // Bet lines of the points details name their game type (the games part of the catalogue).
        ...page(
          () => import("../features/points/point-mall-page.tsx").then((m) => m.PointMallPage),
          loadGamesCatalogue,
        ),
      },
      { path: "lottery", ...lottery },
      {
        path: "lottery/verify",
        ...page(
          () => import("../features/lottery/lottery-verify-page.tsx").then((m) => m.LotteryVerifyPage),
          loadGamesCatalogue,
        ),
      },
      // The lottery category opens Orchid's own lottery lobby (a static path wins over `:lobbyType`).
      { path: "elott", ...lottery },
      {
        path: "promotions",
        ...page(() => import("../features/promotions/promotions-page.tsx").then((m) => m.PromotionsPage)),
      },
      {
        path: "promoDetail",
        ...page(() => import("../features/promotions/promo-detail-page.tsx").then((m) => m.PromoDetailPage)),
      },
      { path: "seamless", ...game },
      // Orchid's own book: the halls, the sports game page, an event, results and my bets.
      { path: "sports", ...sports },
      { path: "esports", ...esports },
      {
        path: "fbsports",
        ...page(
          () => import("../features/sportsbook/fb-sports-page.tsx").then((m) => m.FbSportsPage),
          loadGamesCatalogue,
        ),
      },
      {
        path: "sports/event/:id",
        ...page(
          () => import("../features/sportsbook/event-page.tsx").then((m) => m.EventPage),
          loadGamesCatalogue,
        ),
      },
      {
        path: "sports/results",
        ...page(
          () => import("../features/sportsbook/results-page.tsx").then((m) => m.ResultsPage),
          loadGamesCatalogue,
        ),
      },
      {
        path: "sports/bets",
        ...page(
          () => import("../features/sportsbook/my-bets-page.tsx").then((m) => m.MyBetsPage),
          loadGamesCatalogue,
        ),
      },
      { path: "game", ...game },
      { path: "help", ...help },
      { path: "help/*", ...help },
      { path: "helpmc", ...help },
      { path: "down", ...download },
      { path: "download", ...download },
      { path: "join", ...page(() => import("../features/referral/join-page.tsx").then((m) => m.JoinPage)) },
      {
        path: "feedback",
        ...page(() => import("../features/feedback/feedback-page.tsx").then((m) => m.FeedbackPage)),
      },
      { path: "vip", ...page(() => import("../features/vip/vip-page.tsx").then((m) => m.VipPage)) },
      // The cockfight category opens Orchid's own arena (a static path wins over `:lobbyType`).
      {
        path: "sv3",
        ...page(
          () => import("../features/sabong/sabong-page.tsx").then((m) => m.SabongPage),
          loadGamesCatalogue,
        ),
      },
      {
        path: ":lobbyType",
        ...page(
          () => import("../features/lobby/lobby-page.tsx").then((m) => m.LobbyPage),
          loadGamesCatalogue,
        ),
      },
      {
        path: "*",
        ...page(() => import("../features/pages/not-found-page.tsx").then((m) => m.NotFoundPage)),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
