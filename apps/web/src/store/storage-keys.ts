/** Web storage keys of spec §3; the e2e suite reads these names. */
export const STORAGE_KEYS = {
  theme: "theme",
  language: "lang",
  previousLanguage: "hisLang",
  merchant: "merchant",
  token: "token",
  popupsSeen: "popupsSeen",
  /** "1" while the password must be changed before anything else. */
  passwordChangeRequired: "cpw",
  nickname: "nickname",
  account: "account",
  customerId: "customerId",
  /** The numeric account type (1, 2, 41, 42 agents; 4 trial). */
  accountType: "isAgent",
  toUpline: "toUpline",
  memberLabel: "memberLabel",
  username: "username",
  /** "1" while the header balance is masked as *** (local storage; it outlives the session). */
  balanceMasked: "balanceMasked",
} as const;

/** Session-storage keys cleared at logout (the merchant stays). */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.passwordChangeRequired,
  STORAGE_KEYS.nickname,
  STORAGE_KEYS.account,
  STORAGE_KEYS.customerId,
  STORAGE_KEYS.accountType,
  STORAGE_KEYS.toUpline,
  STORAGE_KEYS.memberLabel,
  STORAGE_KEYS.username,
] as const;
