import type { TMallProduct } from "@orchid/contract/points";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./points.module.css";
import { ProductArt } from "./product-art.tsx";
import { usePointsFormat } from "./use-points-format.ts";

/** A product's price: "1,200 points", or "1,200 points + K 50.00" when cash is also needed. */
export function usePriceText(): (points: number, amount: number) => string {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const money = useMoney();
  return (points, amount) =>
    amount > 0
      ? t("points_amount_cash", { points: format.count(points), amount: money.withSymbol(amount) })
      : t("points_amount", { points: format.count(points) });
}

type TProductCardProps = {
  product: TMallProduct;
  /** Points are switched off: nothing can be redeemed. */
  isDisabled: boolean;
  onRedeem: (product: TMallProduct) => void;
};

/** One mall product: picture, name, description, price, stock left (or out of stock), redeem. */
export function ProductCard({ product, isDisabled, onRedeem }: TProductCardProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const price = usePriceText();
  const isSoldOut = product.stock <= 0;
  return (
    <li className={styles.product} data-sold-out={isSoldOut} data-testid={`points-product-${product.id}`}>
      <div className={styles.art}>
        <span className={isSoldOut ? `${styles.picture} ${styles.dimmed}` : styles.picture}>
          <ProductArt src={product.imageUrl} size={56} />
        </span>
        {isSoldOut && (
          <span className={styles.soldOut} aria-hidden="true">
            {t("points_out_of_stock")}
          </span>
        )}
      </div>
      <div className={styles.productBody}>
        <h3 className={styles.productName}>
          <bdi>{product.name}</bdi>
        </h3>
        {product.description && (
          <p className={styles.productText}>
            <bdi>{product.description}</bdi>
          </p>
        )}
        <p className={styles.price} data-testid={`points-product-${product.id}-price`}>
          {price(product.points, product.amount)}
        </p>
        <div className={styles.productFoot}>
          <span className={styles.stock} data-testid={`points-product-${product.id}-stock`}>
            {isSoldOut
              ? t("points_out_of_stock")
              : t("points_stock_left", { stock: format.count(product.stock) })}
          </span>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={isSoldOut || isDisabled}
            data-testid={`points-product-${product.id}-redeem`}
            onClick={() => onRedeem(product)}
          >
            {t("points_redeem")}
          </button>
        </div>
      </div>
    </li>
  );
}
