import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "../../ui/line-icon.tsx";
import styles from "./book.module.css";
import { MAX_SEARCH } from "./hall-address.ts";
import { useSettledValue } from "./use-settled-value.ts";

const MAGNIFIER = "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4";
/** Typing pauses this long before the book is asked. */
const SETTLE_MS = 350;

/** Searching teams and competitions of the section shown; the book is asked once typing pauses. */
export function BookSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useSettledValue(text.trim(), SETTLE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is sent
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);

  return (
    <label className={styles.search}>
      <LineIcon d={MAGNIFIER} size={18} weight={2} />
      <span className="visually-hidden">{t("sb_search")}</span>
      <input
        type="search"
        value={text}
        maxLength={MAX_SEARCH}
        placeholder={t("sb_search_placeholder")}
        data-testid="sb-search"
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
