import type { TMallProduct } from "@orchid/contract/points";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import styles from "./points.module.css";
import { useMallProducts } from "./points-queries.ts";
import { ProductCard } from "./product-card.tsx";

type TProductListProps = { isDisabled: boolean; onRedeem: (product: TMallProduct) => void };

/** The mall's products, for visitors too; redeeming asks a visitor to log in first. */
export function ProductList({ isDisabled, onRedeem }: TProductListProps) {
  const { t } = useTranslation();
  const products = useMallProducts();
  return (
    <section aria-labelledby="points-products-title" data-testid="points-products">
      <h2 className={page.sectionTitle} id="points-products-title">
        {t("points_products")}
      </h2>
      {products.isError && <QueryProblem error={products.error} onRetry={() => void products.refetch()} />}
      {products.isPending && <Loader />}
      {products.data?.length === 0 && (
        <EmptyState title={t("points_products_empty")} text={t("points_products_empty_text")} />
      )}
      {products.data && products.data.length > 0 && (
        <ul className={styles.grid}>
          {products.data.map((product) => (
            <ProductCard key={product.id} product={product} isDisabled={isDisabled} onRedeem={onRedeem} />
          ))}
        </ul>
      )}
    </section>
  );
}
