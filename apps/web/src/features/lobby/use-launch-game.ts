import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TGame } from "@orchid/contract/games";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../api/api-client.ts";
import { openAuthModal, useAppStore } from "../../store/app-store.ts";
import { showDialog } from "../../ui/dialog-store.ts";
import { requireRealAccount } from "../member/action-gate.ts";
import { lotteryPath } from "../pages/lottery-path.ts";
import { closeGroupGame, openGroupGame } from "./group-game-store.ts";
import { launchDevice, launchKind } from "./launch-kind.ts";

/**
 * Opening a game (spec §4 "Game launch"): a visitor gets the login popup; a group game lists its
 * sub-games; lottery vendors go to /lottery (a real account's, the action gate); any other game
 * is launched and shown in the /game frame. A trial account plays with its play credit (free
 * play): the server launches Orchid's own games for it and answers in_need_true_account for the
 * others, which shows as the launch error. An RNG game's vendor is remembered first, so the way
 * back lands on it.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isLaunching, setIsLaunching] = useState(false);
  const inFlight = useRef(false);

  async function launch(game: TGame): Promise<void> {
    if (!useAppStore.getState().token) return openAuthModal("login");
    const kind = launchKind(game);
    if (kind === "group") return openGroupGame(game);
    if (kind === "lottery") {
      if (!requireRealAccount()) return;
      closeGroupGame();
      navigate(lotteryPath({ gameCode: game.gameCode, vendor: game.vassalage }));
      return;
    }
    await openInFrame(game.nodeId, game);
  }

  /**
   * Opens one game by its id (the lobby's nodeId) in the /game frame, as the bonus pages open the
   * slot game of a member's free spins: a member's launch only, no lobby entry to read first.
   * Answers whether the game opened (a refused launch shows its error).
   */
  async function launchById(nodeId: number): Promise<boolean> {
    if (!useAppStore.getState().token) {
      openAuthModal("login");
      return false;
    }
    return openInFrame(nodeId, null);
  }

  /** Launches a game and shows it in the /game frame; `game`, when known, is an RNG vendor to remember. */
  async function openInFrame(nodeId: number, game: TGame | null): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setIsLaunching(true);
    const { language, gameVendor } = useAppStore.getState();
    if (game?.gameType === "RNG")
      useAppStore.setState({ gameVendor: { ...gameVendor, RNG: game.vassalage } });
    try {
      const launched = await api.request("launchGame", {
        nodeId,
        language: language ?? undefined,
        device: launchDevice(window.innerWidth),
      });
      useAppStore.setState({
        iframeUrl: launched.url,
        currentGame: { nodeId: launched.nodeId, name: launched.name, vassalage: launched.vassalage },
      });
      closeGroupGame();
      navigate("/game");
      return true;
    } catch (error) {
      showDialog({
        name: "launch-error",
        icon: "error",
        text: t(errorKeyOf(error)),
        buttons: [{ title: t("in_increase_submit"), isDefault: true }],
      });
      return false;
    } finally {
      inFlight.current = false;
      setIsLaunching(false);
    }
  }

  return { launch, launchById, isLaunching };
}
