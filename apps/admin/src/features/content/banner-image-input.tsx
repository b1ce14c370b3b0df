import type { TBoUploadValue } from "@orchid/contract/backoffice-content";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import styles from "./content.module.css";
import { ImageUploadField } from "./image-upload-field.tsx";

/**
 * The banner's image: chosen in the browser, checked for size and type, read as base64 and
 * uploaded at once; the answer's media id goes into the banner, its URL into the preview. The
 * preview itself is the confirmation (no toast: the banner is not saved yet); a failure shows
 * under the field.
 */
export function BannerImageInput(props: {
  url: string | null;
  errorKey?: string | null;
  onUploaded: (media: TBoUploadValue) => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <ImageUploadField
        labelKey="bo_banner_image"
        testId="banner-file"
        upload={async (image) => props.onUploaded(await api.request("boUploadMedia", image))}
        errorKey={props.errorKey}
        onBusyChange={props.onBusyChange}
      />
      {props.url && (
        <img className={styles.imagePreview} src={props.url} alt={t("bo_banner_image_preview")} />
      )}
    </div>
  );
}
