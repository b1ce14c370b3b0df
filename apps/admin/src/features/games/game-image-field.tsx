import type { TBoGame } from "@orchid/contract/backoffice-games";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { showToast } from "../../ui/toast-store.ts";
import { ImageUploadField, type TImageUpload } from "../content/image-upload-field.tsx";
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
  const clear = useConsoleChange("boClearGameImage", {
    refresh: ["boGames"],
    successKey: "bo_games_image_cleared",
  });

  async function handleUpload(image: TImageUpload) {
    await api.request("boSetGameImage", { id: props.game.id, ...image });
    showToast("ok", "bo_games_image_saved");
    await queryClient.invalidateQueries({ queryKey: ["boGames"] });
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
            <ImageUploadField
              labelKey="bo_games_image"
              testId="game-image-file"
              upload={handleUpload}
              isUploadSaved
            />
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
