import { errorKeyOf } from "@orchid/contract/api-problems";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/console-api.ts";
import { Field } from "../../ui/field.tsx";
import { readAsBase64, UPLOAD_ACCEPT, uploadRefusal } from "./upload-file.ts";

/** A chosen image as the console's upload calls take it. */
export type TImageUpload = { name: string; dataBase64: string };

/**
 * An image file field: the file chosen is checked for size and type, read as base64 and handed
 * to `upload` at once (the server reads its type from its bytes); a refusal or a failure shows
 * under the field. `isUploadSaved`: the upload itself is the save (a game's tile), so the field
 * is locked while it runs and emptied after; otherwise the file stays chosen until the form is
 * saved.
 */
export function ImageUploadField(props: {
  labelKey: string;
  testId: string;
  upload: (image: TImageUpload) => Promise<void>;
  /** A problem the form found with this field (shown when the upload has none of its own). */
  errorKey?: string | null;
  onBusyChange?: (isBusy: boolean) => void;
  isUploadSaved?: boolean;
}) {
  const { t } = useTranslation();
  const [uploadErrorKey, setUploadErrorKey] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  function setBusy(isBusy: boolean) {
    setIsUploading(isBusy);
    props.onBusyChange?.(isBusy);
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
      await props.upload({ name: file.name.slice(0, 120), dataBase64 });
      if (props.isUploadSaved) input.value = "";
    } catch (error) {
      setUploadErrorKey(fieldErrorsOf(error).dataBase64 ?? errorKeyOf(error));
      input.value = "";
    } finally {
      setBusy(false);
    }
  }

  const errorKey = uploadErrorKey ?? props.errorKey;
  return (
    <Field
      label={t(props.labelKey)}
      hint={isUploading ? t("bo_banner_uploading") : t("bo_banner_image_hint")}
      errorKey={errorKey}
    >
      <input
        className="input"
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-invalid={Boolean(errorKey)}
        aria-busy={isUploading}
        disabled={props.isUploadSaved && isUploading}
        onChange={(event) => void handleFile(event)}
        data-testid={props.testId}
      />
    </Field>
  );
}
