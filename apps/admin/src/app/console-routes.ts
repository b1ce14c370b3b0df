import type { TBoPermission } from "@orchid/contract/backoffice";

/** One screen of the console: its path under /admin, menu label key and the permission it needs. */
export type TConsoleScreen = { path: string; labelKey: string; permission: TBoPermission; icon: string };

/** The console menu, in order; a screen whose permission the operator lacks is not shown. */
export const CONSOLE_SCREENS: TConsoleScreen[] = [
  { path: "/", labelKey: "bo_nav_dashboard", permission: "dashboard.read", icon: "▦" },
  { path: "/members", labelKey: "bo_nav_members", permission: "members.read", icon: "☺" },
  { path: "/feedback", labelKey: "bo_feedback_nav", permission: "members.read", icon: "✍" },
  { path: "/agents/tree", labelKey: "bo_nav_agent_tree", permission: "agents.read", icon: "⋔" },
  { path: "/agents/contracts", labelKey: "bo_nav_agent_contracts", permission: "agents.read", icon: "✎" },
  { path: "/agents/bills", labelKey: "bo_nav_agent_bills", permission: "agents.read", icon: "☰" },
  { path: "/agents/reports", labelKey: "bo_nav_agent_report", permission: "agents.read", icon: "◩" },
  { path: "/agents/settings", labelKey: "bo_nav_agent_settings", permission: "agents.read", icon: "⚖" },
  { path: "/payments/deposits", labelKey: "bo_nav_deposits", permission: "money.read", icon: "↓" },
  { path: "/payments/withdrawals", labelKey: "bo_nav_withdrawals", permission: "money.read", icon: "↑" },
  { path: "/content/banners", labelKey: "bo_nav_banners", permission: "content.write", icon: "▭" },
  { path: "/content/notices", labelKey: "bo_nav_notices", permission: "content.write", icon: "✉" },
  { path: "/content/help", labelKey: "bo_nav_help", permission: "content.write", icon: "?" },
  { path: "/games/vendors", labelKey: "bo_nav_game_vendors", permission: "games.read", icon: "◈" },
  { path: "/games/catalogue", labelKey: "bo_nav_game_catalogue", permission: "games.read", icon: "▤" },
  { path: "/games/rounds", labelKey: "bo_nav_game_rounds", permission: "games.rounds", icon: "◷" },
  { path: "/games/rtp", labelKey: "bo_nav_game_rtp", permission: "games.rounds", icon: "%" },
  { path: "/lottery/games", labelKey: "bo_nav_lottery_games", permission: "lottery.read", icon: "◎" },
  { path: "/lottery/odds", labelKey: "bo_nav_lottery_odds", permission: "lottery.read", icon: "±" },
  { path: "/lottery/draws", labelKey: "bo_nav_lottery_draws", permission: "lottery.read", icon: "◉" },
  { path: "/lottery/slips", labelKey: "bo_nav_lottery_slips", permission: "lottery.read", icon: "▥" },
  { path: "/bonus/campaigns", labelKey: "bo_bonus_nav_campaigns", permission: "bonus.read", icon: "★" },
  { path: "/bonus/grants", labelKey: "bo_bonus_nav_grants", permission: "bonus.read", icon: "✦" },
  { path: "/bonus/points/settings", labelKey: "bo_points_nav_settings", permission: "bonus.read", icon: "◇" },
  { path: "/bonus/points/mall", labelKey: "bo_points_nav_mall", permission: "bonus.read", icon: "▣" },
  { path: "/bonus/points/redeems", labelKey: "bo_points_nav_redeems", permission: "bonus.read", icon: "⇄" },
  { path: "/bonus/missions", labelKey: "bo_missions_nav", permission: "bonus.read", icon: "⚑" },
  { path: "/bonus/referral", labelKey: "bo_referral_nav", permission: "bonus.read", icon: "⚭" },
  { path: "/bonus/raffles", labelKey: "bo_raffles_nav", permission: "bonus.read", icon: "✧" },
  { path: "/bonus/vip", labelKey: "bo_vip_nav", permission: "bonus.read", icon: "♛" },
  { path: "/settings", labelKey: "bo_nav_settings", permission: "settings.read", icon: "⚙" },
  {
    path: "/payments/settings",
    labelKey: "bo_nav_payment_settings",
    permission: "settings.read",
    icon: "¤",
  },
  { path: "/approvals", labelKey: "bo_nav_approvals", permission: "money.approve", icon: "✓" },
  { path: "/operators", labelKey: "bo_nav_operators", permission: "operators.manage", icon: "♜" },
  { path: "/audit", labelKey: "bo_nav_audit", permission: "audit.read", icon: "≡" },
  { path: "/jobs", labelKey: "bo_nav_jobs", permission: "jobs.read", icon: "↻" },
];
