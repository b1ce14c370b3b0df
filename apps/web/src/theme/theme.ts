import { useAppStore } from "../store/app-store.ts";
import { writeStored } from "../store/storage.ts";
import { STORAGE_KEYS } from "../store/storage-keys.ts";

export type TTheme = "dark" | "light";

/** Sets `<html data-theme>` and remembers the choice (the inline script in index.html reads it). */
export function setTheme(theme: TTheme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  writeStored("localStorage", STORAGE_KEYS.theme, theme);
  useAppStore.setState({ theme });
}

export function toggleTheme(): void {
  setTheme(useAppStore.getState().theme === "dark" ? "light" : "dark");
}
