import type { TLanguageCode } from "@orchid/contract/languages";
import { create } from "zustand";
import type { TTheme } from "../theme/theme.ts";
import { readStored } from "./storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** The account modals of spec §2 "Modals"; one shows at a time. */
export type TAuthModal = "login" | "register" | "forgot" | "changePassword";

/** The logged-in member as kept in session storage (spec §3). */
export type TSessionUser = {
  username: string;
  nickname: string;
  /** Account type: 1, 2, 41, 42 agents; 4 trial. */
  accountType: number;
  /** The password must be changed before anything else (cpw). */
  isPasswordChangeRequired: boolean;
  /** The forced change follows a password login, so the old password is not asked again. */
  isOldPasswordKnown: boolean;
};

/** The client side of spec §3 "stored state"; server data lives in TanStack Query. */
export type TAppState = {
  /** Set once the system status call named the merchant; null before, so that call goes without it. */
  merchant: string | null;
  token: string | null;
  user: TSessionUser | null;
  language: TLanguageCode | null;
  theme: TTheme;
  /** Notice modal: open flag and the notice index it opened at. */
  isNoticeModalOpen: boolean;
  noticeIndex: number;
  isRightMenuOpen: boolean;
  authModal: TAuthModal | null;
  /** The member centre's page while it is shown (spec §2 "Member centre"). */
  memberCentrePage: string | null;
  /** The launched game the `/game` frame shows (spec §3 iframeUrl, currentGame). */
  iframeUrl: string | null;
  currentGame: { nodeId: number; name: string; vassalage: string } | null;
  /** The vendor last chosen per lobby type ("RNG" → "NOVA"), kept for the way back (spec §4). */
  gameVendor: Readonly<Record<string, string>>;
  /** The member's favourite game ids (spec §3 gameFavIds); empty for visitors. */
  gameFavIds: ReadonlySet<number>;
};

function storedUser(): TSessionUser | null {
  const read = (key: string) => readStored("sessionStorage", key);
  const username = read(STORAGE_KEYS.username);
  if (!read(STORAGE_KEYS.token) || username === null) return null;
  return {
    username,
    nickname: read(STORAGE_KEYS.nickname) ?? username,
    accountType: Number(read(STORAGE_KEYS.accountType) ?? 0),
    isPasswordChangeRequired: read(STORAGE_KEYS.passwordChangeRequired) === "1",
    isOldPasswordKnown: false,
  };
}

export const useAppStore = create<TAppState>(() => ({
  merchant: null,
  token: readStored("sessionStorage", STORAGE_KEYS.token),
  user: storedUser(),
  language: null,
  theme: document.documentElement.dataset.theme === "light" ? "light" : "dark",
  isNoticeModalOpen: false,
  noticeIndex: 0,
  isRightMenuOpen: false,
  authModal: storedUser()?.isPasswordChangeRequired ? "changePassword" : null,
  memberCentrePage: null,
  iframeUrl: null,
  currentGame: null,
  gameVendor: {},
  gameFavIds: new Set(),
}));

export function openNoticeModal(index: number): void {
  useAppStore.setState({ isNoticeModalOpen: true, noticeIndex: index });
}

export function closeNoticeModal(): void {
  useAppStore.setState({ isNoticeModalOpen: false });
}

export function openAuthModal(modal: TAuthModal): void {
  useAppStore.setState({ authModal: modal });
}

/** Closes the account modal, unless a forced password change is pending. */
export function closeAuthModal(): void {
  const { user, authModal } = useAppStore.getState();
  if (authModal === "changePassword" && user?.isPasswordChangeRequired) return;
  useAppStore.setState({ authModal: null });
}
