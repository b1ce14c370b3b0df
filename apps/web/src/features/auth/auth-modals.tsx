import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { closeAuthModal, type TAuthModal, useAppStore } from "../../store/app-store.ts";
import { Modal } from "../../ui/modal.tsx";
import { ChangePasswordPanel } from "./change-password-panel.tsx";
import { ForgotPanel } from "./forgot-panel.tsx";
import { LoginPanel } from "./login-panel.tsx";
import { RegisterPanel } from "./register-panel.tsx";

const TITLES: Record<TAuthModal, string> = {
  login: "login",
  register: "register",
  forgot: "forgot_title",
  changePassword: "change_password_title",
};

/** The account modals (spec §2): login popup, register, forgot password, change password. */
export function AuthModals({ modal }: { modal: TAuthModal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isForced = useAppStore(
    (state) => modal === "changePassword" && Boolean(state.user?.isPasswordChangeRequired),
  );
  const goHome = () => navigate("/");
  return (
    <Modal
      open
      onClose={closeAuthModal}
      title={t(TITLES[modal])}
      isTitleHidden={modal === "login"}
      width={modal === "register" ? 520 : 440}
      height={0}
      closeOnOutsideClick={false}
      hasCloseButton={!isForced}
      testId={`${modal === "changePassword" ? "change-password" : modal}-modal`}
    >
      {modal === "login" && <LoginPanel onLoggedIn={() => undefined} />}
      {modal === "register" && <RegisterPanel onRegistered={goHome} />}
      {modal === "forgot" && <ForgotPanel onDone={goHome} />}
      {modal === "changePassword" && <ChangePasswordPanel />}
    </Modal>
  );
}
