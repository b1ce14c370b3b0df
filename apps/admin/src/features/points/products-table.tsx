import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./points.module.css";
import { localizedIn } from "./points-numbers.ts";
import type { TMallProductValue } from "./product-draft.ts";
import { ProductThumb } from "./product-thumb.tsx";
import { useFormatCash } from "./use-format-cash.ts";

const COLUMNS = [
  "bo_points_col_image",
  "bo_points_col_product",
  "bo_points_col_points",
  "bo_points_col_cash",
  "bo_points_col_stock",
  "bo_points_col_redeemed",
  "bo_status",
  "bo_points_col_sort",
  "bo_action",
];
const END_COLUMNS = new Set([
  "bo_points_col_points",
  "bo_points_col_cash",
  "bo_points_col_stock",
  "bo_points_col_redeemed",
  "bo_points_col_sort",
  "bo_action",
]);

/** The mall's products in the order members see them, with what each costs and how many went. */
export function ProductsTable(props: {
  rows: TMallProductValue[];
  canWrite: boolean;
  onEdit: (product: TMallProductValue) => void;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="points-products-table"
    >
      {props.rows.map((product) => (
        <tr key={product.id} data-testid={`points-product-${product.id}`}>
          <td>
            <ProductThumb url={product.imageUrl} />
          </td>
          <td className={styles.nameCell}>
            {localizedIn(product.name, language) || `#${product.id}`}
            <span className={styles.sub}>
              #{product.id}
              {product.needsAddress && ` · ${t("bo_points_ships")}`}
            </span>
          </td>
          <td className={styles.number}>{formatNumber(product.points)}</td>
          <td className={styles.number}>{product.amount > 0 ? formatCash(product.amount) : "—"}</td>
          <td className={styles.number}>
            {product.stock > 0 ? (
              formatNumber(product.stock)
            ) : (
              <span className="badge badge-bad">{t("bo_points_out_of_stock")}</span>
            )}
          </td>
          <td className={styles.number}>{formatNumber(product.redeemed)}</td>
          <td>
            <span className={product.enabled ? "badge badge-ok" : "badge"}>
              {t(product.enabled ? "bo_points_product_on" : "bo_points_product_off")}
            </span>
          </td>
          <td className={styles.number}>{formatNumber(product.sort)}</td>
          <td>
            <div className={styles.actions}>
              {props.canWrite && (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => props.onEdit(product)}
                  data-testid={`points-product-${product.id}-edit`}
                >
                  {t("bo_points_edit")}
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
