import type { z } from "zod";
import type {
  TBoAuditQuery,
  TBoAuditRow,
  TBoLoginRequest,
  TBoLoginValue,
  TBoMe,
  TBoSessionValue,
  TBoStatusRequest,
  TBoToggleRequest,
  TBoTotpRequest,
} from "./backoffice.ts";
import type {
  TBoBanner,
  TBoBannerRequest,
  TBoDeleteRequest,
  TBoHelpArticle,
  TBoHelpArticleRequest,
  TBoNotice,
  TBoNoticeRequest,
  TBoUploadRequest,
  TBoUploadValue,
} from "./backoffice-content.ts";
import type { TBoDashboard } from "./backoffice-dashboard.ts";
import type {
  TBoGame,
  TBoGameImageClear,
  TBoGameImageRequest,
  TBoGameRoundDetail,
  TBoGameRoundDetailQuery,
  TBoGameRoundPage,
  TBoGameRoundSearch,
  TBoGameRtp,
  TBoGameRtpQuery,
  TBoGameSearch,
  TBoGameUpdate,
  TBoGameVendor,
  TBoGameVendorUpdate,
  TBoVendorSecretRequest,
  TBoVendorSecretValue,
} from "./backoffice-games.ts";
import type {
  TBoMemberDetail,
  TBoMemberDetailQuery,
  TBoMemberNoteRequest,
  TBoMemberPasswordRequest,
  TBoMemberPasswordValue,
  TBoMemberProfileRequest,
  TBoMemberRow,
  TBoMemberSearch,
  TBoMemberStatusRequest,
  TBoMemberUplineRequest,
} from "./backoffice-members.ts";
import type {
  TBoApproval,
  TBoApprovalDecisionRequest,
  TBoApprovalQuery,
  TBoCreateOperatorRequest,
  TBoOperatorChange,
  TBoOperatorRow,
  TBoUpdateOperatorRequest,
} from "./backoffice-operators.ts";
import type {
  TBoAdjustmentRequest,
  TBoAdjustmentValue,
  TBoDeposit,
  TBoDepositDecision,
  TBoDepositQuery,
  TBoLedgerQuery,
  TBoMemberLedger,
  TBoPaymentChannel,
  TBoPaymentChannelRequest,
  TBoPaymentSettings,
  TBoPaymentSettingsRequest,
  TBoPayoutRequest,
  TBoPayoutResolution,
  TBoReleaseRequest,
  TBoWithdrawal,
  TBoWithdrawalDecision,
  TBoWithdrawalDecisionValue,
  TBoWithdrawalQuery,
} from "./backoffice-payments.ts";
import type {
  TBoCdnRequest,
  TBoCustomerServiceRequest,
  TBoLocaleRequest,
  TBoMaintenanceMessageRequest,
  TBoPasswordPolicyRequest,
  TBoRegisterRuleRequest,
  TBoResourcesRequest,
  TBoSettings,
} from "./backoffice-settings.ts";
import type { THomeNotice } from "./content.ts";
import type { ENDPOINTS, TEndpointName } from "./endpoints.ts";
import type {
  TBetRecordPage,
  TBetRecordQuery,
  TFavouriteAction,
  TFavouriteGames,
  TFavouriteGamesQuery,
  TGame,
  TGameList,
  TGameListQuery,
  TGameMenu,
  TGameProfit,
  TGameProfitQuery,
  TGameVendor,
  TGameVendorsQuery,
  THotGames,
  THotGamesQuery,
  TLaunchGame,
  TLaunchGameRequest,
  TPopularGamesQuery,
  TRecentGames,
  TRecentGamesQuery,
  TSortingVendor,
  TWinner,
} from "./games.ts";
import type { TInboxMessage, TInboxQuery, TInboxReadRequest, TUnreadCount } from "./inbox.ts";
import type { TLanguageCode } from "./languages.ts";
import type {
  TAffiliate,
  TAffiliateQuery,
  TChangePasswordRequest,
  TForgotByEmailRequest,
  TMemberInfo,
  TRegisterRequest,
  TResetByLinkRequest,
  TSetPasswordByPhoneRequest,
  TTotpCode,
  TTotpEnrolment,
} from "./member.ts";
import type { TPage } from "./money.ts";
import type {
  TDepositChannel,
  TDepositListQuery,
  TDepositOrder,
  TDepositRequest,
  TMemberUploadRequest,
  TMemberUploadValue,
  TPaymentPasswordRequest,
  TPayoutAccount,
  TPayoutAccountRemove,
  TPayoutAccountRequest,
  TPayoutConfirmRequest,
  TWithdrawal,
  TWithdrawalListQuery,
  TWithdrawRequest,
  TWithdrawSettings,
} from "./payments.ts";
import type { TRegisterRules } from "./register-rules.ts";
import type {
  TCaptcha,
  TFreePlayRequest,
  TLoginRequest,
  TLoginValue,
  TProofOfWorkChallenge,
  TPublicKey,
  TSecondFactorSend,
  TSecondFactorVerify,
  TSmsCodeRequest,
  TSmsCodeValue,
  TSmsRegisterRequest,
} from "./session.ts";
import type { TSettingsNode } from "./settings-toggles.ts";
import type {
  TSlotHistoryQuery,
  TSlotHistoryRow,
  TSlotRound,
  TSlotSession,
  TSlotSessionRequest,
  TSlotSpinRequest,
} from "./slots.ts";
import type {
  TCountryCode,
  TDomainRoute,
  THelpArticle,
  TJackpot,
  TPermissionInfo,
  TRouters,
  TSystemStatus,
  TSystemStatusQuery,
} from "./system.ts";
import type {
  TBalance,
  TBonusQuery,
  TBonusRow,
  TMerchantWallets,
  TProfit,
  TProfitQuery,
  TRecordQuery,
  TRecordRow,
  TUplineTransferRequest,
  TUplineTransferValue,
  TWalletTransferRequest,
  TWalletTransferValue,
} from "./wallet.ts";

/** Request input and success value of each live call; planned calls stay loosely typed. */
export type TEndpointIO = {
  systemStatus: { input: TSystemStatusQuery; value: TSystemStatus | TPermissionInfo };
  whitelabel: { input: undefined; value: TSettingsNode[] };
  registerSettings: { input: undefined; value: TRegisterRules };
  helpCenter: { input: { language?: TLanguageCode; device?: "WEB" | "H5" }; value: THelpArticle[] };
  domainRoute: { input: { url?: string }; value: TDomainRoute };
  routers: { input: undefined; value: TRouters };
  countryCodes: { input: undefined; value: TCountryCode[] };
  jackpot: { input: undefined; value: TJackpot };
  homeNotice: { input: { language?: TLanguageCode }; value: THomeNotice };
  publicKey: { input: undefined; value: TPublicKey };
  login: { input: TLoginRequest; value: TLoginValue };
  loginVerify: { input: TSecondFactorVerify; value: TLoginValue };
  loginVerifySend: { input: TSecondFactorSend; value: TSmsCodeValue };
  logout: { input: undefined; value: null };
  freePlayLogin: { input: TFreePlayRequest; value: TLoginValue };
  smsCodeNoLogin: { input: TSmsCodeRequest; value: TSmsCodeValue };
  smsCodeRegister: { input: TSmsRegisterRequest; value: TSmsCodeValue };
  smsCodeRegisterMobile: { input: TSmsRegisterRequest; value: TSmsCodeValue };
  captcha: { input: undefined; value: TCaptcha };
  proofOfWork: { input: undefined; value: TProofOfWorkChallenge };
  memberInfo: { input: undefined; value: TMemberInfo };
  memberIcon: { input: undefined; value: { icon: string } };
  register: { input: TRegisterRequest; value: TLoginValue | null };
  registerMobile: { input: TRegisterRequest; value: TLoginValue | null };
  changePassword: { input: TChangePasswordRequest; value: null };
  forgotPasswordEmail: { input: TForgotByEmailRequest; value: null };
  setPasswordByPhone: { input: TSetPasswordByPhoneRequest; value: TLoginValue };
  resetPasswordByLink: { input: TResetByLinkRequest; value: TLoginValue };
  totpEnrol: { input: undefined; value: TTotpEnrolment };
  totpConfirm: { input: TTotpCode; value: null };
  totpDisable: { input: TTotpCode; value: null };
  affiliateCheck: { input: TAffiliateQuery; value: TAffiliate };
  // Wallet, inbox and payments
  balance: { input: undefined; value: TBalance };
  merchantWallets: { input: undefined; value: TMerchantWallets };
  walletTransfer: { input: TWalletTransferRequest; value: TWalletTransferValue };
  uplineTransfer: { input: TUplineTransferRequest; value: TUplineTransferValue };
  walletRecords: { input: TRecordQuery; value: TPage<TRecordRow> };
  bonusDetails: { input: TBonusQuery; value: TPage<TBonusRow> & { total: number; sum: number } };
  personalProfit: { input: TProfitQuery; value: TProfit };
  unreadCount: { input: undefined; value: TUnreadCount };
  inboxMessages: { input: TInboxQuery; value: TPage<TInboxMessage> };
  inboxRead: { input: TInboxReadRequest; value: TUnreadCount };
  memberUpload: { input: TMemberUploadRequest; value: TMemberUploadValue };
  paymentPassword: { input: TPaymentPasswordRequest; value: null };
  depositChannels: { input: undefined; value: TDepositChannel[] };
  deposit: { input: TDepositRequest; value: TDepositOrder };
  deposits: { input: TDepositListQuery; value: TPage<TDepositOrder> };
  payoutAccounts: { input: undefined; value: TPayoutAccount[] };
  payoutAccountAdd: { input: TPayoutAccountRequest; value: TPayoutAccount };
  payoutAccountRemove: { input: TPayoutAccountRemove; value: null };
  withdrawSettings: { input: undefined; value: TWithdrawSettings };
  withdraw: { input: TWithdrawRequest; value: TWithdrawal };
  withdrawals: { input: TWithdrawalListQuery; value: TPage<TWithdrawal> };
  payoutConfirm: { input: TPayoutConfirmRequest; value: TWithdrawal };
  // Games
  gameMenus: { input: undefined; value: TGameMenu[] };
  gameList: { input: TGameListQuery; value: TGameList };
  hotGames: { input: THotGamesQuery; value: THotGames };
  gameVendors: { input: TGameVendorsQuery; value: TGameVendor[] };
  sortingVendor: { input: undefined; value: TSortingVendor[] };
  favouriteGames: { input: TFavouriteGamesQuery; value: TFavouriteGames };
  favouriteGameIds: { input: undefined; value: number[] };
  favouriteAdd: { input: TFavouriteAction; value: null };
  favouriteRemove: { input: TFavouriteAction; value: null };
  recentGames: { input: TRecentGamesQuery; value: TRecentGames };
  popularGames: { input: TPopularGamesQuery; value: TGame[] };
  winnerBoard: { input: undefined; value: TWinner[] };
  launchGame: { input: TLaunchGameRequest; value: TLaunchGame };
  betRecords: { input: TBetRecordQuery; value: TBetRecordPage };
  gameProfit: { input: TGameProfitQuery; value: TGameProfit };
  slotSession: { input: TSlotSessionRequest; value: TSlotSession };
  slotSpin: { input: TSlotSpinRequest; value: TSlotRound };
  slotHistory: { input: TSlotHistoryQuery; value: TSlotHistoryRow[] };
  // The operators' console (/bo)
  boLogin: { input: TBoLoginRequest; value: TBoLoginValue };
  boTotp: { input: TBoTotpRequest; value: TBoSessionValue };
  boLogout: { input: undefined; value: null };
  boMe: { input: undefined; value: TBoMe };
  boDashboard: { input: undefined; value: TBoDashboard };
  boSettings: { input: undefined; value: TBoSettings };
  boSetStatus: { input: TBoStatusRequest; value: null };
  boSetMaintenanceMessage: { input: TBoMaintenanceMessageRequest; value: null };
  boSetToggle: { input: TBoToggleRequest; value: null };
  boSetRegisterRule: { input: TBoRegisterRuleRequest; value: null };
  boSetLocale: { input: TBoLocaleRequest; value: null };
  boSetCustomerService: { input: TBoCustomerServiceRequest; value: null };
  boSetResources: { input: TBoResourcesRequest; value: null };
  boSetCdns: { input: TBoCdnRequest; value: null };
  boSetPasswordPolicy: { input: TBoPasswordPolicyRequest; value: null };
  boUploadMedia: { input: TBoUploadRequest; value: TBoUploadValue };
  boBanners: { input: undefined; value: TBoBanner[] };
  boSaveBanner: { input: TBoBannerRequest; value: TBoBanner };
  boDeleteBanner: { input: TBoDeleteRequest; value: null };
  boNotices: { input: undefined; value: TBoNotice[] };
  boSaveNotice: { input: TBoNoticeRequest; value: TBoNotice };
  boDeleteNotice: { input: TBoDeleteRequest; value: null };
  boHelpArticles: { input: undefined; value: TBoHelpArticle[] };
  boSaveHelpArticle: { input: TBoHelpArticleRequest; value: TBoHelpArticle };
  boDeleteHelpArticle: { input: TBoDeleteRequest; value: null };
  boMembers: { input: TBoMemberSearch; value: { rows: TBoMemberRow[]; page: number } };
  boMemberDetail: { input: TBoMemberDetailQuery; value: TBoMemberDetail };
  boSetMemberStatus: { input: TBoMemberStatusRequest; value: TBoMemberRow };
  boSetMemberProfile: { input: TBoMemberProfileRequest; value: TBoMemberDetail };
  boResetMemberPassword: { input: TBoMemberPasswordRequest; value: TBoMemberPasswordValue };
  boMoveMember: { input: TBoMemberUplineRequest; value: TBoMemberDetail };
  boAddMemberNote: { input: TBoMemberNoteRequest; value: TBoMemberDetail };
  boOperators: { input: undefined; value: TBoOperatorRow[] };
  boCreateOperator: { input: TBoCreateOperatorRequest; value: TBoOperatorChange };
  boUpdateOperator: { input: TBoUpdateOperatorRequest; value: TBoOperatorChange };
  boApprovals: { input: TBoApprovalQuery; value: TBoApproval[] };
  boDecideApproval: { input: TBoApprovalDecisionRequest; value: TBoApproval };
  boAudit: { input: TBoAuditQuery; value: TBoAuditRow[] };
  boDeposits: { input: TBoDepositQuery; value: TPage<TBoDeposit> };
  boDecideDeposit: { input: TBoDepositDecision; value: TBoDeposit };
  boWithdrawals: { input: TBoWithdrawalQuery; value: TPage<TBoWithdrawal> };
  boDecideWithdrawal: { input: TBoWithdrawalDecision; value: TBoWithdrawalDecisionValue };
  boPayWithdrawal: { input: TBoPayoutRequest; value: TBoWithdrawal };
  boReleaseWithdrawal: { input: TBoReleaseRequest; value: TBoWithdrawal };
  boResolvePayout: { input: TBoPayoutResolution; value: TBoWithdrawal };
  boAdjustBalance: { input: TBoAdjustmentRequest; value: TBoAdjustmentValue };
  boMemberLedger: { input: TBoLedgerQuery; value: TBoMemberLedger };
  boPaymentChannels: { input: undefined; value: TBoPaymentChannel[] };
  boSavePaymentChannel: { input: TBoPaymentChannelRequest; value: TBoPaymentChannel };
  boPaymentSettings: { input: undefined; value: TBoPaymentSettings };
  boSetPaymentSettings: { input: TBoPaymentSettingsRequest; value: TBoPaymentSettings };
  boGameVendors: { input: undefined; value: TBoGameVendor[] };
  boUpdateGameVendor: { input: TBoGameVendorUpdate; value: TBoGameVendor };
  boRotateVendorSecret: { input: TBoVendorSecretRequest; value: TBoVendorSecretValue };
  boGames: { input: TBoGameSearch; value: TPage<TBoGame> };
  boUpdateGame: { input: TBoGameUpdate; value: TBoGame };
  boSetGameImage: { input: TBoGameImageRequest; value: TBoGame };
  boClearGameImage: { input: TBoGameImageClear; value: TBoGame };
  boGameRounds: { input: TBoGameRoundSearch; value: TBoGameRoundPage };
  boGameRoundDetail: { input: TBoGameRoundDetailQuery; value: TBoGameRoundDetail };
  boGameRtp: { input: TBoGameRtpQuery; value: TBoGameRtp };
};

type TEntryOf<K extends TEndpointName> = (typeof ENDPOINTS)[K];

/**
 * A call's input and answer: from its entry's schemas once declared there, else from the map
 * above (calls whose schemas have not moved into their entry yet).
 */
export type TInputOf<K extends TEndpointName> =
  TEntryOf<K> extends { input: infer I extends z.ZodType }
    ? z.input<I>
    : K extends keyof TEndpointIO
      ? TEndpointIO[K]["input"]
      : Record<string, unknown> | undefined;

export type TValueOf<K extends TEndpointName> =
  TEntryOf<K> extends { answer: infer A extends z.ZodType }
    ? z.output<A>
    : K extends keyof TEndpointIO
      ? TEndpointIO[K]["value"]
      : unknown;
