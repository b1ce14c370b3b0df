import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TBoGame } from "@orchid/contract/backoffice-games";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, fieldErrorsOf } from "../../api/console-api.ts";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { showToast } from "../../ui/toast-store.ts";
import { readAsBase64, UPLOAD_ACCEPT, uploadRefusal } from "../content/upload-file.ts";
import { GameThumb } from "./game-thumb.tsx";
import styles from "./games.module.css";

/**
 * The game's tile: an image chosen here is checked for size and type, uploaded and shown on the
 * site at once (the server reads its type from its bytes); "Use the drawn tile" goes back to the
 * generated one after a second press.
 */
export function GameImageField(props: { game: TBoGame; name: string; canChange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const clear = useConsoleChange("boClearGameImage", {
    refresh: ["boGames"],
    successKey: "bo_games_image_cleared",
  });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = uploadRefusal(file);
    setErrorKey(refusal);
    if (refusal) {
      input.value = "";
      return;
    }
    setIsUploading(true);
    try {
      const dataBase64 = await readAsBase64(file);
      await api.request("boSetGameImage", { id: props.game.id, name: file.name.slice(0, 120), dataBase64 });
      showToast("ok", "bo_games_image_saved");
      await queryClient.invalidateQueries({ queryKey: ["boGames"] });
    } catch (error) {
      setErrorKey(fieldErrorsOf(error).dataBase64 ?? errorKeyOf(error));
    } finally {
      input.value = "";
      setIsUploading(false);
    }
  }

  return (
    <div className={styles.imageRow}>
      <GameThumb game={props.game} name={props.name} className={styles.imagePreview} />
      <div className="stack">
        <span className="muted">
          {t(props.game.uploadedImageUrl ? "bo_games_image_uploaded" : "bo_games_image_drawn")}
        </span>
        {props.canChange && (
          <>
            <Field
              label={t("bo_games_image")}
              hint={isUploading ? t("bo_banner_uploading") : t("bo_banner_image_hint")}
              errorKey={errorKey}
            >
              <input
                className="input"
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-invalid={Boolean(errorKey)}
                aria-busy={isUploading}
                disabled={isUploading}
                onChange={(event) => void handleFile(event)}
                data-testid="game-image-file"
              />
            </Field>
            {props.game.uploadedImageUrl && (
              <ConfirmButton
                className="btn btn-small btn-danger"
                disabled={clear.isPending}
                onConfirm={() => clear.run({ id: props.game.id })}
              >
                {t("bo_games_image_clear")}
              </ConfirmButton>
            )}
          </>
        )}
      </div>
    </div>
  );
}
