import { useEffect, useRef } from "react";

/**
 * Keeps a sideways-scrolling row's pressed button in sight whenever `pressed` changes (a link's
 * `?page=bingo` opens on the last classify tab, off a narrow screen's edge). Only the row
 * scrolls, never the page. Answers the ref for the row.
 */
export function usePressedInSight<T extends HTMLElement>(pressed: string) {
  const rowRef = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pressed button changes
  useEffect(() => {
    const row = rowRef.current;
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !button) return;
    const rowBox = row.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    if (box.left < rowBox.left) row.scrollBy({ left: box.left - rowBox.left });
    else if (box.right > rowBox.right) row.scrollBy({ left: box.right - rowBox.right });
  }, [pressed]);
  return rowRef;
}
