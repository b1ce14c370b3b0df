import type { TLanguageCode } from "@orchid/contract/languages";
import { create } from "zustand";
import type { TTheme } from "../theme/theme.ts";
import { readStored } from "./storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** The client side of spec §3 "stored state"; server data lives in TanStack Query. */
export type TAppState = {
  /** Set once the system status call named the merchant; null before, so that call goes without it. */
  merchant: string | null;
  token: string | null;
  language: TLanguageCode | null;
  theme: TTheme;
  /** Notice modal: open flag and the notice index it opened at. */
  isNoticeModalOpen: boolean;
  noticeIndex: number;
  isRightMenuOpen: boolean;
};

export const useAppStore = create<TAppState>(() => ({
  merchant: null,
  token: readStored("sessionStorage", STORAGE_KEYS.token),
  language: null,
  theme: document.documentElement.dataset.theme === "light" ? "light" : "dark",
  isNoticeModalOpen: false,
  noticeIndex: 0,
  isRightMenuOpen: false,
}));

export function openNoticeModal(index: number): void {
  useAppStore.setState({ isNoticeModalOpen: true, noticeIndex: index });
}

export function closeNoticeModal(): void {
  useAppStore.setState({ isNoticeModalOpen: false });
}
