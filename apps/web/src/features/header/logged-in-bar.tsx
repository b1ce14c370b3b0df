import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppStore } from "../../store/app-store.ts";
import buttonStyles from "../../ui/button.module.css";
import dropdown from "../../ui/dropdown.module.css";
import { LineIcon } from "../../ui/line-icon.tsx";
import { isAgentAccount, openAgentCentre } from "../agent-centre/open-agent-centre.ts";
import { UnreadBadge } from "../inbox/unread-badge.tsx";
import { useUnreadCount } from "../inbox/use-unread-count.ts";
import { openMemberCentre } from "../member/action-gate.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useWalletSession } from "../wallet/use-wallet-session.ts";
import { confirmSignOut } from "./confirm-sign-out.ts";
import { HeaderBalance } from "./header-balance.tsx";
import { HeaderDropdown } from "./header-dropdown.tsx";
import styles from "./logged-in-bar.module.css";

const MENU_ITEMS = [
  { labelKey: "in_my_account", page: "securityCenter" },
  { labelKey: "in_increase_deposit", page: "depositv2" },
  { labelKey: "in_account_record", page: "transactionHistory" },
  { labelKey: "in_personal_loss", page: "personalProfit" },
  { labelKey: "in_betting_record", page: "personalHistoryCopy" },
] as const;

const ICONS = {
  mail: "M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5",
  agent:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6",
  signOut: "M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10",
} as const;

/**
 * The logged-in header bar (spec §2): nickname menu, balance, deposit, mail with the unread count,
 * agent, sign out. On phones the name joins the language row and the money row below keeps
 * Deposit on screen. While it shows, the live balance socket runs.
 */
export function LoggedInBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toggles } = useSiteInfo();
  const unread = useUnreadCount();
  const user = useAppStore((state) => state.user);
  const hasMemberCentre = toggles.has("MEMBERCENTRE");
  const isAgent = isAgentAccount(user?.accountType);
  useWalletSession();

  return (
    <div className={styles.bar} data-testid="logged-in-bar">
      <HeaderDropdown
        listId="user-menu-list"
        testId="user-menu"
        menuLabel={t("user_menu")}
        focusSelector='[role="menuitem"]'
        trigger={
          <span className={styles.nickname} data-testid="header-nickname">
            {user?.nickname}
          </span>
        }
      >
        {(menu) =>
          hasMemberCentre ? (
            MENU_ITEMS.map((item) => (
              <button
                key={item.page}
                type="button"
                role="menuitem"
                className={dropdown.item}
                data-testid={`user-menu-${item.page}`}
                onClick={() => {
                  menu.close();
                  openMemberCentre(item.page);
                }}
              >
                {t(item.labelKey)}
              </button>
            ))
          ) : (
            <span className={dropdown.item}>{user?.username}</span>
          )
        }
      </HeaderDropdown>
      <div className={styles.actions}>
        <HeaderBalance />
        {hasMemberCentre && (
          <button
            type="button"
            className={`${buttonStyles.gold} ${styles.deposit}`}
            onClick={() => openMemberCentre("depositv2")}
          >
            {t("in_increase_deposit")}
          </button>
        )}
        {hasMemberCentre && (
          <button
            type="button"
            className={styles.icon}
            aria-label={t("in_platform_information")}
            title={t("in_platform_information")}
            data-testid="header-mail"
            onClick={() => openMemberCentre("messageV2")}
          >
            <LineIcon d={ICONS.mail} size={18} />
            <span className={styles.iconBadge}>
              <UnreadBadge count={unread} testId="header-unread" />
            </span>
          </button>
        )}
        {isAgent && (
          <button
            type="button"
            className={styles.icon}
            aria-label={t("agent_centre")}
            title={t("agent_centre")}
            data-testid="agent-icon"
            onClick={() => openAgentCentre()}
          >
            <LineIcon d={ICONS.agent} size={18} />
          </button>
        )}
        <button
          type="button"
          className={styles.icon}
          aria-label={t("sign_out")}
          title={t("sign_out")}
          data-testid="sign-out"
          onClick={() => confirmSignOut(navigate)}
        >
          <LineIcon d={ICONS.signOut} size={18} />
        </button>
      </div>
    </div>
  );
}
