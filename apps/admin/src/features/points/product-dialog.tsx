import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { BonusTextField } from "../bonus/bonus-text-field.tsx";
import { moneyInput, wholeInput } from "../bonus/form-inputs.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./points.module.css";
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productDraftOf,
  productSchema,
  type TMallProductInput,
  type TMallProductValue,
  type TProductDraft,
} from "./product-draft.ts";
import { ProductImageField } from "./product-image-field.tsx";

/**
 * Creates a mall product or changes one: names and descriptions per language (English required),
 * its image, the points and cash one unit costs, stock, whether it is sent to an address, its
 * switch and place in the mall.
 */
export function ProductDialog(props: { product: TMallProductValue | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { product } = props;
  const resolver = useMemo(() => zodResolver(productSchema(product?.id)), [product?.id]);
  const form = useForm<TProductDraft, unknown, TMallProductInput>({
    defaultValues: productDraftOf(product),
    resolver,
  });
  const [isUploading, setIsUploading] = useState(false);
  const save = useConsoleChange("boSaveMallProduct", {
    refresh: ["boMallProducts"],
    successKey: "bo_points_product_saved",
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...save.fieldErrors };
  const image = useWatch({ control: form.control, name: ["mediaId", "imageUrl"] });
  const { register } = form;

  return (
    <EditDialog
      title={
        product ? t("bo_points_product_edit_title", { id: product.id }) : t("bo_points_product_new_title")
      }
      onClose={props.onClose}
      testId="points-product-dialog"
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((input) => save.run(input))}>
        <ProductImageField
          url={image[1]}
          hasImage={image[0] !== null}
          errorKey={errors.mediaId}
          onBusyChange={setIsUploading}
          onUploaded={(media) => {
            form.setValue("mediaId", media.mediaId, { shouldDirty: true });
            form.setValue("imageUrl", media.url);
          }}
          onRemove={() => {
            form.setValue("mediaId", null, { shouldDirty: true });
            form.setValue("imageUrl", null);
          }}
        />
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <BonusTextField
              label={t("bo_points_product_name")}
              path="name"
              value={field.value}
              onChange={field.onChange}
              errors={errors}
              maxLength={PRODUCT_NAME_MAX}
            />
          )}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <BonusTextField
              label={t("bo_points_product_description")}
              path="description"
              value={field.value}
              onChange={field.onChange}
              errors={errors}
              maxLength={PRODUCT_DESCRIPTION_MAX}
              isMultiline
            />
          )}
        />
        <div className={styles.fields}>
          <Field
            label={t("bo_points_product_points")}
            hint={t("bo_points_product_points_hint")}
            errorKey={errors.points}
          >
            <input
              {...wholeInput(errors.points, "points-product-points", 13)}
              placeholder="0"
              {...register("points")}
            />
          </Field>
          <Field
            label={t("bo_points_product_cash")}
            hint={t("bo_points_product_cash_hint")}
            errorKey={errors.amount}
          >
            <input {...moneyInput(errors.amount, "points-product-cash")} {...register("amount")} />
          </Field>
          <Field
            label={t("bo_points_product_stock")}
            hint={t("bo_points_product_stock_hint")}
            errorKey={errors.stock}
          >
            <input
              {...wholeInput(errors.stock, "points-product-stock", 9)}
              placeholder="0"
              {...register("stock")}
            />
          </Field>
          <Field
            label={t("bo_points_product_sort")}
            hint={t("bo_points_product_sort_hint")}
            errorKey={errors.sort}
          >
            <input {...wholeInput(errors.sort, "points-product-sort", 6)} {...register("sort")} />
          </Field>
        </div>
        <div className={styles.checks}>
          <label className="check">
            <input type="checkbox" {...register("needsAddress")} data-testid="points-product-needs-address" />
            {t("bo_points_product_needs_address")}
          </label>
          <label className="check">
            <input type="checkbox" {...register("enabled")} data-testid="points-product-enabled" />
            {t("bo_points_product_enabled")}
          </label>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || isUploading}
            data-testid="points-product-save"
          >
            {save.isPending ? t("bo_points_saving") : t("bo_points_product_save")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
