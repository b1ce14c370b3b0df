import styles from "../../ui/auth-form.module.css";
import { RegisterForm } from "./register-form.tsx";

/** The register modal's content (spec §2 register modal). */
export function RegisterPanel({ onRegistered }: { onRegistered: () => void }) {
  return (
    <div className={styles.panel} data-testid="register-panel">
      <RegisterForm onRegistered={onRegistered} />
    </div>
  );
}
