import { lazy, Suspense } from "react";
import { useAppStore } from "../../store/app-store.ts";

const AuthModals = lazy(() => import("./auth-modals.tsx").then((m) => ({ default: m.AuthModals })));

/** Loads the account modals' code only when one is opened; the home page pays nothing before. */
export function AuthModalOutlet() {
  const modal = useAppStore((state) => state.authModal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals modal={modal} />
    </Suspense>
  );
}
