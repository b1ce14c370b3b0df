import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

const HIDE_DELAY_MS = 200;
const ITEM_SELECTOR = '[role^="menuitem"], [role="option"]';

/**
 * A menu button's open state: closes on outside press, on Escape (focus back to the trigger)
 * and 200 ms after focus leaves it (spec §9); arrow keys move between items.
 */
export function useDropdown() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      const target = event.target as Element;
      // Presses on a modal above the page (a start-up pop-up) leave the menu as it was.
      if (rootRef.current?.contains(target) || target.closest?.("dialog[open]")) return;
      setIsOpen(false);
    };
    document.addEventListener("pointerdown", handlePointer);
    return () => document.removeEventListener("pointerdown", handlePointer);
  }, [isOpen]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function items(): HTMLElement[] {
    return [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!isOpen) setIsOpen(true);
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    const next = list[(current + step + list.length) % Math.max(list.length, 1)];
    next?.focus();
  }

  function handleBlur() {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      const active = document.activeElement;
      // A modal that took focus (a start-up pop-up) is not the visitor leaving the menu.
      // Focus parked on <body> (a closed pop-up gave it up) is not the visitor leaving either.
      if (!active || active === document.body) return;
      if (rootRef.current?.contains(active) || active.closest("dialog[open]")) return;
      setIsOpen(false);
    }, HIDE_DELAY_MS);
  }

  /** Focuses the chosen (or first) item once the menu shows. */
  function focusInitial(selector = '[aria-checked="true"]') {
    requestAnimationFrame(() => {
      const target = rootRef.current?.querySelector<HTMLElement>(selector) ?? items()[0];
      target?.focus();
    });
  }

  return { isOpen, setIsOpen, close, toggle, rootRef, triggerRef, handleKeyDown, handleBlur, focusInitial };
}
