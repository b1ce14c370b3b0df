import { lazy, Suspense } from "react";
import { useAppStore } from "../../store/app-store.ts";

const MemberCentre = lazy(() => import("./member-centre.tsx").then((m) => ({ default: m.MemberCentre })));

/** The member centre panel loads only once opened, and only for a real account (spec §4 gate). */
export function MemberCentreOutlet() {
  const page = useAppStore((state) =>
    state.token && state.user?.accountType !== 4 ? state.memberCentrePage : null,
  );
  if (!page) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre page={page} />
    </Suspense>
  );
}
