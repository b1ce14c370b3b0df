import type { CSSProperties, ReactNode } from "react";
import { create } from "zustand";

export type TDialogIcon = "info" | "success" | "warning" | "error";

export type TDialogButton = {
  title: string;
  /** Runs on click; returning false keeps the dialog open. */
  handler?: () => undefined | boolean;
  className?: string;
  /** Enter presses the default button. */
  isDefault?: boolean;
};

/** Options of the general dialog utility (spec §2 "Modals", §9 "Dialog / modal"). */
export type TDialogOptions = {
  /** "dialog" is 400 wide; "popup" is the small 200×200 icon pop-up shown after 100 ms. */
  kind?: "dialog" | "popup";
  name?: string;
  icon?: TDialogIcon;
  title?: string;
  text?: string;
  /** Trusted HTML (server-sanitised); rendered inside the dialog body. */
  html?: string;
  body?: ReactNode;
  buttons?: TDialogButton[];
  className?: string;
  style?: CSSProperties;
  width?: number;
  closeOnOutsideClick?: boolean;
  /** Closes on its own after this many milliseconds. */
  timeoutMs?: number;
  /** Returning false cancels the opening. */
  beforeOpen?: () => boolean;
  /** Returning false cancels the closing. */
  beforeClose?: () => boolean;
  /**
   * An arrival pop-up (start-up notices): it waits its turn and shows alone, only while no other
   * dialog is open and no arrival check (see holdArrivals) is still running.
   */
  isArrival?: boolean;
};

export type TDialogEntry = TDialogOptions & { id: number };

type TDialogState = {
  dialogs: TDialogEntry[];
  /** Arrival checks still running (an invitation code in the URL): arrival pop-ups wait for them. */
  arrivalHolds: number;
};

export const useDialogStore = create<TDialogState>(() => ({ dialogs: [], arrivalHolds: 0 }));

let nextId = 1;

/** Opens a dialog unless its beforeOpen says no; answers its id, or null when cancelled. */
export function showDialog(options: TDialogOptions): number | null {
  if (options.beforeOpen && !options.beforeOpen()) return null;
  const id = nextId++;
  useDialogStore.setState((state) => ({ dialogs: [...state.dialogs, { ...options, id }] }));
  return id;
}

/** Closes a dialog unless its beforeClose says no (force skips that check). */
export function closeDialog(id: number, force = false): void {
  const entry = useDialogStore.getState().dialogs.find((dialog) => dialog.id === id);
  if (!entry) return;
  if (!force && entry.beforeClose && !entry.beforeClose()) return;
  useDialogStore.setState((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) }));
}

/**
 * Holds arrival pop-ups back while a check whose warning must come first runs; the answer
 * releases the hold (calling it again does nothing).
 */
export function holdArrivals(): () => void {
  useDialogStore.setState((state) => ({ arrivalHolds: state.arrivalHolds + 1 }));
  let isHeld = true;
  return () => {
    if (!isHeld) return;
    isHeld = false;
    useDialogStore.setState((state) => ({ arrivalHolds: state.arrivalHolds - 1 }));
  };
}

/**
 * The dialogs to draw: every other dialog, newest on top; an arrival pop-up only when none of
 * those is open and no hold is on, and then just the first in line.
 */
export function shownDialogs(state: TDialogState): TDialogEntry[] {
  const others = state.dialogs.filter((dialog) => !dialog.isArrival);
  if (others.length > 0 || state.arrivalHolds > 0) return others;
  const next = state.dialogs.find((dialog) => dialog.isArrival);
  return next ? [next] : [];
}
