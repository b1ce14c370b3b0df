/**
 * The API as data: every call of the site (spec §7). `token` means the call needs a session,
 * `encrypt` that its body travels as a hybrid-encrypted payload, `form` that its body is
 * form-encoded. `live` calls are served today; `planned` ones are owned by a later module and
 * answer 404 until it lands. Paths the spec leaves unnamed follow its `/wps`, `/lgw` style.
 */
export type THttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type TModuleId =
  | "session"
  | "member"
  | "system"
  | "wallet"
  | "payments"
  | "games"
  | "lottery"
  | "agent"
  | "engagement"
  | "chat"
  | "backoffice";

export type TEndpoint = {
  path: string;
  method: THttpMethod;
  token: boolean;
  encrypt: boolean;
  module: TModuleId;
  form?: boolean;
  state: "live" | "planned";
};

function call(
  method: THttpMethod,
  path: string,
  module: TModuleId,
  flags: Partial<TEndpoint> = {},
): TEndpoint {
  return { path, method, module, token: false, encrypt: false, state: "planned", ...flags };
}
const live = { state: "live" } as const;
const token = { token: true } as const;

export const ENDPOINTS = {
  // Session and account
  publicKey: call("GET", "/wps/session/publicKey", "session", live),
  login: call("POST", "/wps/session/login", "session", { encrypt: true, ...live }),
  loginVerify: call("POST", "/wps/session/login/verify", "session", live),
  loginVerifySend: call("POST", "/wps/session/login/verify/send", "session", live),
  logout: call("DELETE", "/wps/session/logout", "session", { ...token, ...live }),
  freePlayLogin: call("POST", "/wps/session/login/freeplay", "session", live),
  smsCodeNoLogin: call("POST", "/wps/verification/sms/noLogin", "session", live),
  smsCodeRegister: call("POST", "/wps/verification/sms/register", "session", live),
  smsCodeRegisterMobile: call("POST", "/wps/verification/sms/register/mobile", "session", live),
  captcha: call("GET", "/wps/captcha", "session", live),
  proofOfWork: call("GET", "/wps/captcha/proofOfWork", "session", live),
  memberInfo: call("GET", "/wps/member/info", "member", { ...token, ...live }),
  memberIcon: call("GET", "/wps/member/info/icon", "member", { ...token, ...live }),
  consolidatedFunds: call("GET", "/wps/member/info/funds/consolidated", "agent", token),
  register: call("PUT", "/wps/member/register", "member", { encrypt: true, ...live }),
  registerMobile: call("PUT", "/wps/member/register/mobile", "member", { encrypt: true, ...live }),
  changePassword: call("POST", "/wps/member/password", "member", { ...token, encrypt: true, ...live }),
  forgotPasswordEmail: call("POST", "/wps/member/password/email", "member", { form: true, ...live }),
  setPasswordByPhone: call("POST", "/wps/member/password/verification", "member", { encrypt: true, ...live }),
  resetPasswordByLink: call("POST", "/wps/member/password/reset", "member", { encrypt: true, ...live }),
  totpEnrol: call("POST", "/wps/member/security/totp", "member", { ...token, ...live }),
  totpConfirm: call("PUT", "/wps/member/security/totp", "member", { ...token, ...live }),
  totpDisable: call("DELETE", "/wps/member/security/totp", "member", { ...token, ...live }),
  updateLanguage: call("PUT", "/wps/member/language", "member", token),
  memberTransactionDetail: call("GET", "/wps/member/transactions", "wallet", token),
  affiliateCheck: call("GET", "/wps/agent/affiliate", "agent", live),

  // System
  systemStatus: call("GET", "/wps/system/status", "system", live),
  whitelabel: call("GET", "/wps/system/whitelabel", "system", live),
  registerSettings: call("GET", "/wps/system/setting/register", "system", live),
  helpCenter: call("GET", "/wps/system/helpCenter", "system", live),
  domainRoute: call("GET", "/wps/system/domainRoute", "system", live),
  routers: call("GET", "/wps/system/routers", "system", live),
  countryCodes: call("GET", "/wps/system/countryCodes", "system", live),
  jackpot: call("GET", "/wps/system/jackpot", "system", live),
  customerServiceLinks: call("GET", "/wps/system/customerService", "system"),
  feedback: call("PUT", "/wps/feedback", "engagement"),
  announcements: call("GET", "/wps/system/announcement", "engagement"),
  homeNotice: call("GET", "/wps/home/notice", "engagement", live),
  homePromotions: call("GET", "/wps/home/promotions", "engagement"),
  homePopups: call("GET", "/wps/home/popup", "engagement"),
  winnerBoard: call("GET", "/wps/home/winners", "games", live),

  // Wallet and points (money in minor units; see money.ts)
  balance: call("GET", "/wps/v2/wallets/balance", "wallet", { ...token, ...live }),
  walletTransfer: call("POST", "/wps/v2/wallets/transfer", "wallet", { ...token, ...live }),
  merchantWallets: call("GET", "/wps/v2/wallets/merchant", "wallet", { ...token, ...live }),
  uplineTransfer: call("POST", "/wps/v2/wallets/transfer/upline", "wallet", { ...token, ...live }),
  walletRecords: call("GET", "/wps/v2/wallets/records", "wallet", { ...token, ...live }),
  bonusDetails: call("GET", "/wps/v2/wallets/bonus", "wallet", { ...token, ...live }),
  personalProfit: call("GET", "/wps/v2/wallets/profit", "wallet", { ...token, ...live }),
  pointBalance: call("GET", "/wps/points/balance", "engagement", token),
  pointReward: call("GET", "/wps/points/reward", "engagement", token),
  pointRedeem: call("POST", "/wps/points/redeem", "engagement", token),
  pointConfig: call("GET", "/wps/points/config", "engagement"),
  pointConvert: call("POST", "/wps/points/convert", "engagement", token),
  unreadCount: call("GET", "/wps/inbox/unread", "engagement", { ...token, ...live }),
  inboxMessages: call("GET", "/wps/inbox/messages", "engagement", { ...token, ...live }),
  inboxRead: call("POST", "/wps/inbox/read", "engagement", { ...token, ...live }),

  // Payments: deposits, payout accounts, withdrawals and their confirmation
  memberUpload: call("POST", "/wps/member/uploads", "member", { ...token, ...live }),
  paymentPassword: call("POST", "/wps/member/security/payment-password", "member", {
    ...token,
    encrypt: true,
    ...live,
  }),
  depositChannels: call("GET", "/wps/payments/deposit/channels", "payments", { ...token, ...live }),
  deposit: call("POST", "/wps/payments/deposit", "payments", { ...token, ...live }),
  deposits: call("GET", "/wps/payments/deposits", "payments", { ...token, ...live }),
  payoutAccounts: call("GET", "/wps/payments/payout-accounts", "payments", { ...token, ...live }),
  payoutAccountAdd: call("POST", "/wps/payments/payout-accounts", "payments", { ...token, ...live }),
  payoutAccountRemove: call("DELETE", "/wps/payments/payout-accounts", "payments", { ...token, ...live }),
  withdrawSettings: call("GET", "/wps/payments/withdraw/settings", "payments", { ...token, ...live }),
  withdraw: call("POST", "/wps/payments/withdraw", "payments", { ...token, ...live }),
  withdrawals: call("GET", "/wps/payments/withdrawals", "payments", { ...token, ...live }),
  payoutConfirm: call("POST", "/wps/payments/withdrawals/confirm", "payments", { ...token, ...live }),

  // Games
  gameMenus: call("GET", "/lgw/games/game_menus", "games", live),
  popularGames: call("GET", "/lgw/games/popular", "games", live),
  numbersList: call("GET", "/lgw/games/numbers", "lottery"),
  // Visitors browse lobbies too (spec §6), so the list needs no session.
  gameList: call("GET", "/lgw/games/list", "games", live),
  gameAnnouncements: call("GET", "/lgw/games/announcements", "games"),
  vendorGameType: call("GET", "/lgw/games/vendor_game_type", "games"),
  hotGames: call("GET", "/lgw/games/hot", "games", live),
  vnGameMenu: call("GET", "/lgw/vn/games/game_menu", "lottery"),
  vnGameMenuRecent: call("GET", "/lgw/vn/games/game_menu/recent", "lottery"),
  vnOpenedNumeros: call("GET", "/lgw/vn/numeros/opened/game", "lottery"),
  openedNumero: call("GET", "/lotto/lgw/games/opened/numero", "lottery"),
  lotteryLobby: call("GET", "/lotto/lgw/lobby", "lottery"),
  recentLottery: call("GET", "/lotto/lgw/recent", "lottery", token),
  launchGame: call("POST", "/wps/game/launchGame", "games", { ...token, ...live }),
  launchSportsGame: call("GET", "/wps/game/launchGame/fb", "games", token),
  // The lobby's vendor strip shows to visitors as well.
  gameVendors: call("GET", "/wps/game/vendors", "games", live),
  sortingVendor: call("GET", "/wps/game/vendors/sorting", "games", live),
  favouriteGames: call("GET", "/wps/game/favourites", "games", { ...token, ...live }),
  favouriteGameIds: call("GET", "/wps/game/favourites/ids", "games", { ...token, ...live }),
  favouriteAdd: call("POST", "/wps/game/favourites", "games", { ...token, ...live }),
  favouriteRemove: call("DELETE", "/wps/game/favourites", "games", { ...token, ...live }),
  recentGames: call("GET", "/wps/game/recent", "games", { ...token, ...live }),
  betRecords: call("GET", "/wps/game/records", "games", { ...token, ...live }),
  gameProfit: call("GET", "/wps/game/profit", "games", { ...token, ...live }),
  // Orchid's own slot games, called by their game page with the launch token (no session header).
  slotSession: call("POST", "/orchid/slots/session", "games", live),
  slotSpin: call("POST", "/orchid/slots/spin", "games", live),
  slotHistory: call("GET", "/orchid/slots/history", "games", live),
  pvpRooms: call("GET", "/wps/game/pvp/rooms", "games", token),
  pvpLaunch: call("POST", "/wps/game/pvp/launch", "games", token),

  // Back office (operators; the merchant acted on is the Merchant header)
  boLogin: call("POST", "/bo/session/login", "backoffice", { encrypt: true, ...live }),
  boTotp: call("POST", "/bo/session/totp", "backoffice", { ...token, ...live }),
  boLogout: call("DELETE", "/bo/session", "backoffice", { ...token, ...live }),
  boMe: call("GET", "/bo/me", "backoffice", { ...token, ...live }),
  boDashboard: call("GET", "/bo/dashboard", "backoffice", { ...token, ...live }),
  boSettings: call("GET", "/bo/settings", "backoffice", { ...token, ...live }),
  boSetStatus: call("PUT", "/bo/settings/status", "backoffice", { ...token, ...live }),
  boSetMaintenanceMessage: call("PUT", "/bo/settings/maintenance-message", "backoffice", {
    ...token,
    ...live,
  }),
  boSetToggle: call("PUT", "/bo/settings/toggles", "backoffice", { ...token, ...live }),
  boSetRegisterRule: call("PUT", "/bo/settings/register-rules", "backoffice", { ...token, ...live }),
  boSetLocale: call("PUT", "/bo/settings/locale", "backoffice", { ...token, ...live }),
  boSetCustomerService: call("PUT", "/bo/settings/customer-service", "backoffice", { ...token, ...live }),
  boSetResources: call("PUT", "/bo/settings/resources", "backoffice", { ...token, ...live }),
  boSetCdns: call("PUT", "/bo/settings/cdns", "backoffice", { ...token, ...live }),
  boSetPasswordPolicy: call("PUT", "/bo/settings/password-policy", "backoffice", { ...token, ...live }),
  boUploadMedia: call("POST", "/bo/media", "backoffice", { ...token, ...live }),
  boBanners: call("GET", "/bo/content/banners", "backoffice", { ...token, ...live }),
  boSaveBanner: call("PUT", "/bo/content/banners", "backoffice", { ...token, ...live }),
  boDeleteBanner: call("DELETE", "/bo/content/banners", "backoffice", { ...token, ...live }),
  boNotices: call("GET", "/bo/content/notices", "backoffice", { ...token, ...live }),
  boSaveNotice: call("PUT", "/bo/content/notices", "backoffice", { ...token, ...live }),
  boDeleteNotice: call("DELETE", "/bo/content/notices", "backoffice", { ...token, ...live }),
  boHelpArticles: call("GET", "/bo/content/help", "backoffice", { ...token, ...live }),
  boSaveHelpArticle: call("PUT", "/bo/content/help", "backoffice", { ...token, ...live }),
  boDeleteHelpArticle: call("DELETE", "/bo/content/help", "backoffice", { ...token, ...live }),
  boMembers: call("GET", "/bo/members", "backoffice", { ...token, ...live }),
  boMemberDetail: call("GET", "/bo/members/detail", "backoffice", { ...token, ...live }),
  boSetMemberStatus: call("PUT", "/bo/members/status", "backoffice", { ...token, ...live }),
  boSetMemberProfile: call("PUT", "/bo/members/profile", "backoffice", { ...token, ...live }),
  boResetMemberPassword: call("PUT", "/bo/members/password", "backoffice", { ...token, ...live }),
  boMoveMember: call("PUT", "/bo/members/upline", "backoffice", { ...token, ...live }),
  boAddMemberNote: call("POST", "/bo/members/notes", "backoffice", { ...token, ...live }),
  boOperators: call("GET", "/bo/operators", "backoffice", { ...token, ...live }),
  boCreateOperator: call("POST", "/bo/operators", "backoffice", { ...token, ...live }),
  boUpdateOperator: call("PUT", "/bo/operators", "backoffice", { ...token, ...live }),
  boApprovals: call("GET", "/bo/approvals", "backoffice", { ...token, ...live }),
  boDecideApproval: call("PUT", "/bo/approvals/decision", "backoffice", { ...token, ...live }),
  boAudit: call("GET", "/bo/audit", "backoffice", { ...token, ...live }),
  boDeposits: call("GET", "/bo/payments/deposits", "backoffice", { ...token, ...live }),
  boDecideDeposit: call("POST", "/bo/payments/deposits/decide", "backoffice", { ...token, ...live }),
  boWithdrawals: call("GET", "/bo/payments/withdrawals", "backoffice", { ...token, ...live }),
  boDecideWithdrawal: call("POST", "/bo/payments/withdrawals/decide", "backoffice", { ...token, ...live }),
  boPayWithdrawal: call("POST", "/bo/payments/withdrawals/payout", "backoffice", { ...token, ...live }),
  boReleaseWithdrawal: call("POST", "/bo/payments/withdrawals/release", "backoffice", { ...token, ...live }),
  boResolvePayout: call("POST", "/bo/payments/payouts/resolve", "backoffice", { ...token, ...live }),
  boAdjustBalance: call("POST", "/bo/wallet/adjustments", "backoffice", { ...token, ...live }),
  boMemberLedger: call("GET", "/bo/wallet/ledger", "backoffice", { ...token, ...live }),
  boPaymentChannels: call("GET", "/bo/payments/channels", "backoffice", { ...token, ...live }),
  boSavePaymentChannel: call("PUT", "/bo/payments/channels", "backoffice", { ...token, ...live }),
  boPaymentSettings: call("GET", "/bo/payments/settings", "backoffice", { ...token, ...live }),
  boSetPaymentSettings: call("PUT", "/bo/payments/settings", "backoffice", { ...token, ...live }),
  boGameVendors: call("GET", "/bo/games/vendors", "backoffice", { ...token, ...live }),
  boUpdateGameVendor: call("PUT", "/bo/games/vendors", "backoffice", { ...token, ...live }),
  boRotateVendorSecret: call("POST", "/bo/games/vendors/secret", "backoffice", { ...token, ...live }),
  boGames: call("GET", "/bo/games/catalogue", "backoffice", { ...token, ...live }),
  boUpdateGame: call("PUT", "/bo/games/catalogue", "backoffice", { ...token, ...live }),
  boSetGameImage: call("PUT", "/bo/games/catalogue/image", "backoffice", { ...token, ...live }),
  boClearGameImage: call("DELETE", "/bo/games/catalogue/image", "backoffice", { ...token, ...live }),
  boGameRounds: call("GET", "/bo/games/rounds", "backoffice", { ...token, ...live }),
  boGameRoundDetail: call("GET", "/bo/games/rounds/detail", "backoffice", { ...token, ...live }),
  boGameRtp: call("GET", "/bo/games/rtp", "backoffice", { ...token, ...live }),

  // Missions, promotions and agent relays
  missions: call("GET", "/wps/mission/list", "engagement", token),
  missionSummary: call("GET", "/wps/mission/summary", "engagement", token),
  missionLeaderboard: call("GET", "/wps/mission/leaderboard", "engagement"),
  rafflePromotion: call("POST", "/wps/promotion/raffle", "engagement", token),
  raffleClaim: call("POST", "/wps/promotion/raffle/claim", "engagement", token),
  salaryContracts: call("GET", "/wps/agent/contracts/salary", "agent", token),
  dividendContracts: call("GET", "/wps/agent/contracts/dividend", "agent", token),
  contractHourSalary: call("POST", "/wps/agent/contracts/hour-salary", "agent", token),
  contractRealtimeSalary: call("POST", "/wps/agent/contracts/realtime-salary", "agent", token),
  processDividend: call("GET", "/wps/agent/dividend/process", "agent", token),
  processDailySalary: call("GET", "/wps/agent/salary/daily/process", "agent", token),
} as const satisfies Record<string, TEndpoint>;

export type TEndpointName = keyof typeof ENDPOINTS;
