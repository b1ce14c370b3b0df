import type { TLotteryDraw } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./verify-link.module.css";
import { isVerifiable, verifyPath } from "./verify-path.ts";

/** "Verify" beside a drawn result of an in-house draw; nothing for an entered or pending one. */
export function VerifyLink({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation();
  if (!isVerifiable(draw)) return null;
  return (
    <Link className={styles.link} to={verifyPath(draw)} data-testid="lottery-verify-link">
      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
        <path
          d="M8 1 2.5 3v4.2c0 3.4 2.3 6.3 5.5 7.3 3.2-1 5.5-3.9 5.5-7.3V3L8 1Zm-1 9.6L4.6 8.2l1-1L7 8.6l3.4-3.4 1 1L7 10.6Z"
          fill="currentColor"
        />
      </svg>
      {t("lott_verify")}
    </Link>
  );
}
