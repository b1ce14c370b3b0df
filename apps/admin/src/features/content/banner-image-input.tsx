import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TBoUploadValue } from "@orchid/contract/backoffice-content";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, fieldErrorsOf } from "../../api/console-api.ts";
import { Field } from "../../ui/field.tsx";
import styles from "./content.module.css";
import { readAsBase64, UPLOAD_ACCEPT, uploadRefusal } from "./upload-file.ts";

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
  const [uploadErrorKey, setUploadErrorKey] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  function setBusy(isBusy: boolean) {
    setIsUploading(isBusy);
    props.onBusyChange(isBusy);
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = uploadRefusal(file);
    setUploadErrorKey(refusal);
    if (refusal) {
      input.value = "";
      return;
    }
    setBusy(true);
    try {
      const dataBase64 = await readAsBase64(file);
      props.onUploaded(await api.request("boUploadMedia", { name: file.name.slice(0, 120), dataBase64 }));
    } catch (error) {
      setUploadErrorKey(fieldErrorsOf(error).dataBase64 ?? errorKeyOf(error));
      input.value = "";
    } finally {
      setBusy(false);
    }
  }

  const errorKey = uploadErrorKey ?? props.errorKey;
  return (
    <div className="stack">
      <Field
        label={t("bo_banner_image")}
        hint={isUploading ? t("bo_banner_uploading") : t("bo_banner_image_hint")}
        errorKey={errorKey}
      >
        <input
          className="input"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-invalid={Boolean(errorKey)}
          aria-busy={isUploading}
          onChange={(event) => void handleFile(event)}
          data-testid="banner-file"
        />
      </Field>
      {props.url && (
        <img className={styles.imagePreview} src={props.url} alt={t("bo_banner_image_preview")} />
      )}
    </div>
  );
}
