import { ApiError } from "@orchid/contract/api-error";
import { type TMallProduct, type TRedeem, ZRedeemRequest } from "@orchid/contract/points";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import form from "../../ui/auth-form.module.css";
import centre from "../../ui/centre-page.module.css";
import { messagesOf } from "../../ui/contract-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { Modal } from "../../ui/modal.tsx";
import { useContractForm } from "../../ui/use-contract-form.ts";
import { RemarkField } from "../payments/remark-field.tsx";
import { refreshAfterMoneyMoved } from "../wallet/member-data-keys.ts";
import { MoneyFormFooter } from "../wallet/money-form-footer.tsx";
import { PaymentPasswordInput } from "../wallet/payment-password-input.tsx";
import { useBalance } from "../wallet/use-balance.ts";
import { useMoney } from "../wallet/use-money.ts";
import { useMoneyForm } from "../wallet/use-money-form.ts";
import { PasswordNotice } from "./password-notice.tsx";
import styles from "./points.module.css";
import { ADDRESS_MAX, checkRedeem } from "./points-checks.ts";
import { maxAffordable } from "./points-math.ts";
import { refreshPoints, useHasPaymentPassword, usePointsBalance } from "./points-queries.ts";
import { ProductArt } from "./product-art.tsx";
import { usePriceText } from "./product-card.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { RedeemDone } from "./redeem-done.tsx";
import { usePointsFormat, usePointsProblemText } from "./use-points-format.ts";

/** The typed fields of the request; the product is the dialog's, the key the submit's. */
const ZRedeemFields = ZRedeemRequest.pick({
  quantity: true,
  address: true,
  remark: true,
  paymentPassword: true,
});

/** Refusals after which the figures the dialog checks against are stale: fetch them again. */
const STALE_CODES = new Set(["POINTS_SHORT", "OUT_OF_STOCK", "INSUFFICIENT_FUNDS"]);

type TRedeemDialogProps = {
  product: TMallProduct;
  onClose: () => void;
  /** "See redeem history" after a redeem: closes and opens the history. */
  onShowHistory: () => void;
};

/** Redeeming a mall product: the form, then the redeem's reference and state once it is filed. */
export function RedeemDialog({ product, onClose, onShowHistory }: TRedeemDialogProps) {
  const { t } = useTranslation();
  const [redeem, setRedeem] = useState<TRedeem | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={t("points_redeem_title", { name: product.name })}
      width={480}
      height={0}
      testId="points-redeem-dialog"
    >
      {redeem ? (
        <RedeemDone redeem={redeem} onClose={onClose} onShowHistory={onShowHistory} />
      ) : (
        <RedeemForm product={product} onDone={setRedeem} onClose={onClose} />
      )}
    </Modal>
  );
}

type TRedeemFormProps = { product: TMallProduct; onDone: (redeem: TRedeem) => void; onClose: () => void };

/**
 * Quantity (within the stock and what the member's points and cash pay for), a delivery address
 * for a product that is sent, a remark, the payment password, and the totals. One idempotency
 * key per submit, reused only to send the same redeem again after a network failure.
 */
function RedeemForm({ product, onDone, onClose }: TRedeemFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const price = usePriceText();
  const problemText = usePointsProblemText();
  const points = usePointsBalance().data?.balance;
  const cash = useBalance().data?.mainBalance;
  const hasPassword = useHasPaymentPassword();
  const [isPasswordRefused, setIsPasswordRefused] = useState(false);
  const { errors, formError, isBusy, submit } = useMoneyForm({
    POINTS_SHORT: "quantity",
    OUT_OF_STOCK: "quantity",
    INSUFFICIENT_FUNDS: "quantity",
    PAYMENT_PASSWORD_WRONG: "paymentPassword",
    PAYMENT_PASSWORD_REQUIRED: "paymentPassword",
  });
  const limits = {
    unitPoints: product.points,
    unitCash: product.amount,
    stock: product.stock,
    needsAddress: product.needsAddress,
    points,
    cash,
  };
  const most = maxAffordable(limits);
  const { control, handleSubmit } = useContractForm(ZRedeemFields, {
    defaultValues: { quantity: 1, address: "", remark: "", paymentPassword: "" },
    labels: {
      quantity: "points_quantity",
      address: "points_address",
      remark: "field_remark",
      paymentPassword: "field_payment_password",
    },
    check: (values) => {
      const found = checkRedeem(
        {
          quantity: values.quantity,
          address: values.address ?? "",
          remark: values.remark ?? "",
          paymentPassword: values.paymentPassword,
        },
        limits,
      );
      return {
        quantity: problemText(found.quantity, "points_quantity"),
        address: problemText(found.address, "points_address"),
        remark: problemText(found.remark, "field_remark"),
        paymentPassword: problemText(found.paymentPassword, "field_payment_password"),
      };
    },
  });
  const quantity = useController({ control, name: "quantity" }).field;
  const address = useController({ control, name: "address" }).field;
  const remark = useController({ control, name: "remark" }).field;
  const password = useController({ control, name: "paymentPassword" }).field;
  const isPasswordMissing = hasPassword === false || isPasswordRefused;

  const handleValid = handleSubmit(
    async (values) => {
      const request = {
        productId: product.id,
        quantity: values.quantity,
        address: product.needsAddress ? values.address || undefined : undefined,
        remark: values.remark || undefined,
        paymentPassword: values.paymentPassword,
      };
      const redeem = await submit({}, request, async (idempotencyKey) => {
        try {
          return await api.request("pointRedeem", { ...request, idempotencyKey });
        } catch (error) {
          if (error instanceof ApiError && error.code === "PAYMENT_PASSWORD_REQUIRED")
            setIsPasswordRefused(true);
          if (error instanceof ApiError && STALE_CODES.has(error.code)) {
            refreshPoints();
            refreshAfterMoneyMoved();
          }
          throw error;
        }
      });
      if (!redeem) return;
      refreshPoints();
      if (redeem.amount > 0) refreshAfterMoneyMoved();
      onDone(redeem);
    },
    (invalid) => submit(messagesOf(invalid), {}, async () => undefined),
  );

  const count = quantity.value;
  const quantityHint =
    most > 0 ? t("points_quantity_hint", { max: format.count(most) }) : t("points_quantity_none");
  return (
    <form className={centre.page} noValidate onSubmit={handleValid} data-testid="points-redeem-form">
      <div className={styles.productLine}>
        <span className={styles.thumb}>
          <ProductArt src={product.imageUrl} size={28} />
        </span>
        <span className={styles.productLineText}>
          <span className={styles.redeemName}>
            <bdi>{product.name}</bdi>
          </span>
          <span className={centre.muted}>
            {t("points_unit_price", { price: price(product.points, product.amount) })}
          </span>
        </span>
      </div>
      {isPasswordMissing && <PasswordNotice testId="points-redeem-no-password" onLeave={onClose} />}
      <QuantityStepper
        id="points-redeem-quantity"
        value={count}
        max={Math.max(1, most)}
        onChange={quantity.onChange}
        error={errors.quantity}
        hint={quantityHint}
      />
      {product.needsAddress && (
        <FormField id="points-redeem-address" label={t("points_address")} error={errors.address} isRequired>
          <span className={form.hint} id="points-redeem-address-hint">
            {t("points_address_hint")}
          </span>
          <textarea
            id="points-redeem-address"
            className={form.input}
            rows={3}
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            value={address.value ?? ""}
            aria-invalid={Boolean(errors.address)}
            aria-describedby={
              errors.address
                ? "points-redeem-address-hint points-redeem-address-error"
                : "points-redeem-address-hint"
            }
            data-testid="points-redeem-address"
            onChange={(event) => address.onChange(event.target.value)}
            style={{ paddingBlock: 8, resize: "vertical" }}
          />
        </FormField>
      )}
      <RemarkField
        id="points-redeem-remark"
        value={remark.value ?? ""}
        onChange={remark.onChange}
        error={errors.remark}
      />
      <PaymentPasswordInput
        id="points-redeem-password"
        value={password.value}
        onChange={password.onChange}
        error={errors.paymentPassword}
        testId="points-redeem-password"
      />
      <dl className={styles.totals} aria-live="polite">
        <div>
          <dt>{t("points_total_points")}</dt>
          <dd data-testid="points-redeem-total-points">{format.count(count * product.points)}</dd>
        </div>
        {product.amount > 0 && (
          <div>
            <dt>{t("points_total_cash")}</dt>
            <dd data-testid="points-redeem-total-cash">{money.withSymbol(count * product.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t("points_balance")}</dt>
          <dd>{points === undefined ? "…" : format.count(points)}</dd>
        </div>
      </dl>
      <MoneyFormFooter
        testId="points-redeem"
        formError={formError}
        done={null}
        isDisabled={isBusy || isPasswordMissing}
        label={t("points_redeem_submit")}
        onCancel={onClose}
      />
    </form>
  );
}
