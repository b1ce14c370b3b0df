import type { TBoUploadValue } from "@orchid/contract/backoffice-content";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { useCan } from "../../store/use-can.ts";
import { ImageUploadField } from "../content/image-upload-field.tsx";
import styles from "./points.module.css";
import { ProductThumb } from "./product-thumb.tsx";

/**
 * The product's image, as the banner editor takes one: chosen in the browser, checked for size
 * and type, uploaded at once (POST /bo/media); the answer's media id goes into the product, its
 * address into the preview. Nothing is saved until the product is. "No image" takes it off.
 * Uploading needs content.write; without it the image stays as it is.
 */
export function ProductImageField(props: {
  url: string | null;
  hasImage: boolean;
  errorKey?: string | null;
  onUploaded: (media: TBoUploadValue) => void;
  onRemove: () => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const { t } = useTranslation();
  const canUpload = useCan("content.write");
  return (
    <div className={styles.imageRow}>
      <ProductThumb url={props.url} className={styles.imagePreview} />
      <div className="stack">
        {canUpload ? (
          <ImageUploadField
            labelKey="bo_points_product_image"
            testId="points-product-file"
            upload={async (image) => props.onUploaded(await api.request("boUploadMedia", image))}
            errorKey={props.errorKey}
            onBusyChange={props.onBusyChange}
          />
        ) : (
          <span className="muted">{t("bo_points_product_image_no_upload")}</span>
        )}
        {props.hasImage && (
          <button
            type="button"
            className="btn btn-small"
            onClick={props.onRemove}
            data-testid="points-product-image-remove"
          >
            {t("bo_points_product_image_remove")}
          </button>
        )}
      </div>
    </div>
  );
}
