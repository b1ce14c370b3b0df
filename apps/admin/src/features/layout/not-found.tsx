import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="card stack">
      <h1>{t("bo_not_found")}</h1>
      <Link to="/">{t("bo_nav_dashboard")}</Link>
    </div>
  );
}
