import centre from "../../../ui/centre-page.module.css";
import { InvitationCard } from "./invitation-card.tsx";
import { RegisterDownlineForm } from "./register-downline-form.tsx";

/** Register center (add account): open a downline's account here, or share the invitation. */
export function RegisterCenterPage() {
  return (
    <div className={centre.page} data-testid="register-center">
      <RegisterDownlineForm />
      <InvitationCard />
    </div>
  );
}
