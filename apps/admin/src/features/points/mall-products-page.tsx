import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { ProductDialog } from "./product-dialog.tsx";
import { productsInOrder, type TMallProductValue } from "./product-draft.ts";
import { ProductsTable } from "./products-table.tsx";

/** What the dialog is open for: a new product, or one of the list. */
type TEditing = { product: TMallProductValue | null };

/**
 * The points mall: every product, switched on or not, with its price in points and cash, stock
 * and how many were redeemed. Operators who shape bonuses (bonus.write) add and change them.
 */
export function MallProductsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canWrite = useCan("bonus.write");
  const [editing, setEditing] = useState<TEditing | null>(null);
  const query = useConsoleQuery("boMallProducts");

  return (
    <>
      <PageHeader title={t("bo_points_nav_mall")}>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ product: null })}
            data-testid="points-product-new"
          >
            {t("bo_points_product_new")}
          </button>
        )}
      </PageHeader>
      <QueryState query={query}>
        {(products) => (
          <div className="stack">
            <p className="muted" data-testid="points-products-total">
              {t("bo_points_products_found", { total: formatNumber(products.length) })}
            </p>
            {products.length === 0 ? (
              <ResultsNotice textKey="bo_points_products_none" />
            ) : (
              <ProductsTable
                rows={productsInOrder(products)}
                canWrite={canWrite}
                onEdit={(product) => setEditing({ product })}
              />
            )}
          </div>
        )}
      </QueryState>
      {editing && (
        <ProductDialog
          key={editing.product?.id ?? "new"}
          product={editing.product}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
