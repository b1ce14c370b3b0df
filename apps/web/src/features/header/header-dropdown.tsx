import type { ReactNode } from "react";
import dropdown from "../../ui/dropdown.module.css";
import { useDropdown } from "../../ui/use-dropdown.ts";
import { CaretIcon } from "./caret-icon.tsx";
import styles from "./header.module.css";

type TDropdown = ReturnType<typeof useDropdown>;

type THeaderDropdownProps = {
  /** Id of the menu list, tied to the trigger by aria-controls. */
  listId: string;
  testId: string;
  menuLabel: string;
  /** Accessible name of the trigger when its visible content is not enough. */
  triggerLabel?: string;
  /** The item that takes focus when the menu opens. */
  focusSelector?: string;
  trigger: ReactNode;
  children: (menu: TDropdown) => ReactNode;
};

/** A compact header menu button and its list: keyboard, focus and outside-click handling in one place. */
export function HeaderDropdown(props: THeaderDropdownProps) {
  const menu = useDropdown();

  function handleToggle() {
    if (!menu.isOpen) menu.focusInitial(props.focusSelector);
    menu.toggle();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and focus bubble up from the menu button and items
    <div className={dropdown.root} ref={menu.rootRef} onKeyDown={menu.handleKeyDown} onBlur={menu.handleBlur}>
      <button
        ref={menu.triggerRef}
        type="button"
        className={`${dropdown.trigger} ${styles.compactTrigger}`}
        data-testid={props.testId}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={props.listId}
        aria-label={props.triggerLabel}
        onClick={handleToggle}
      >
        {props.trigger}
        <CaretIcon className={`${dropdown.caret} ${styles.compactCaret}`} />
      </button>
      {menu.isOpen && (
        <div
          id={props.listId}
          role="menu"
          className={`${dropdown.menu} ${styles.compactMenu}`}
          aria-label={props.menuLabel}
        >
          {props.children(menu)}
        </div>
      )}
    </div>
  );
}
