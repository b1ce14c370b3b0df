import type { TBoOperator } from "@orchid/contract/backoffice";
import { create } from "zustand";

export type TConsoleLanguage = "EN" | "CN";
export type TTheme = "dark" | "light";

const KEYS = {
  token: "console.token",
  operator: "console.operator",
  merchant: "console.merchant",
  language: "console.language",
  theme: "console.theme",
} as const;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the console still works for this tab.
  }
}

function readOperator(): TBoOperator | null {
  try {
    return JSON.parse(read(sessionStorage, KEYS.operator) ?? "null") as TBoOperator | null;
  } catch {
    return null;
  }
}

type TConsoleState = {
  /** The console session token (tab-scoped: sessionStorage). */
  token: string | null;
  /** Between the password and the authenticator step: authorises the code step only. */
  pendingToken: string | null;
  operator: TBoOperator | null;
  /** The merchant being acted on (sent as the `Merchant` header). */
  merchant: string | null;
  language: TConsoleLanguage;
  theme: TTheme;
};

export const useConsoleStore = create<TConsoleState>(() => ({
  token: read(sessionStorage, KEYS.token),
  pendingToken: null,
  operator: readOperator(),
  merchant: read(sessionStorage, KEYS.merchant),
  language: read(localStorage, KEYS.language) === "CN" ? "CN" : "EN",
  theme: read(localStorage, KEYS.theme) === "light" ? "light" : "dark",
}));

/** A finished login: the token, who is signed in and the merchant they act on first. */
export function startConsoleSession(token: string, operator: TBoOperator, merchant: string): void {
  write(sessionStorage, KEYS.token, token);
  write(sessionStorage, KEYS.merchant, merchant);
  useConsoleStore.setState({ token, pendingToken: null, merchant });
  setOperator(operator);
}

/** Who is signed in, re-read from the server (a role change applies without a new sign-in). */
export function setOperator(operator: TBoOperator): void {
  write(sessionStorage, KEYS.operator, JSON.stringify(operator));
  useConsoleStore.setState({ operator });
}

export function clearConsoleSession(): void {
  write(sessionStorage, KEYS.token, null);
  write(sessionStorage, KEYS.operator, null);
  useConsoleStore.setState({ token: null, operator: null });
}

/** A platform owner switches the merchant they act on. */
export function setActingMerchant(merchant: string): void {
  write(sessionStorage, KEYS.merchant, merchant);
  useConsoleStore.setState({ merchant });
}

export function rememberLanguage(language: TConsoleLanguage): void {
  write(localStorage, KEYS.language, language);
  useConsoleStore.setState({ language });
}

export function setTheme(theme: TTheme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  write(localStorage, KEYS.theme, theme);
  useConsoleStore.setState({ theme });
}
