import { ComingSoonPage } from "./coming-soon-page.tsx";

/** `/pointMall`: the points mall. */
export function PointMallPage() {
  return <ComingSoonPage titleKey="point_mall_title" textKey="point_mall_soon" testId="point-mall-page" />;
}
