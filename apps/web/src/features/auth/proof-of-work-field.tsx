import styles from "../../ui/auth-form.module.css";
import { ProofOfWorkWidget } from "./proof-of-work-widget.tsx";
import type { TProofOfWorkState } from "./use-proof-of-work.ts";

/** The proof-of-work check of a form, restarted (remounted) after each use of its solution. */
export function ProofOfWorkField({ state, error }: { state: TProofOfWorkState; error?: string | null }) {
  if (!state.isShown) return null;
  return (
    <div className={styles.field}>
      <ProofOfWorkWidget key={state.generation} onChange={state.setPayload} />
      {error && (
        <p className={styles.error} role="alert" data-testid="field-error-pow">
          {error}
        </p>
      )}
    </div>
  );
}
