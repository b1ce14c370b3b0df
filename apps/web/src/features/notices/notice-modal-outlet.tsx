import { lazy, Suspense } from "react";
import { useAppStore } from "../../store/app-store.ts";

const NoticeModal = lazy(() => import("./notice-modal.tsx").then((m) => ({ default: m.NoticeModal })));

/** Loads the announcement modal only when it is opened. */
export function NoticeModalOutlet() {
  const isOpen = useAppStore((state) => state.isNoticeModalOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal />
    </Suspense>
  );
}
