import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/** A screen that failed to load (e.g. its code could not be fetched): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="card stack" role="alert" style={{ margin: 24 }}>
      <h1>{t("bo_load_failed")}</h1>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t("bo_reload")}
        </button>
      </div>
    </div>
  );
}
