import type { TBoGame } from "@orchid/contract/backoffice-games";
import { describe, expect, it } from "vitest";
import { draftOf, gameUpdateOf } from "./game-draft.ts";

const GAME: TBoGame = {
  id: 7,
  code: "NOVA-0007",
  vendorCode: "NOVA",
  vendorName: "Nova Reels",
  gameType: "RNG",
  names: { EN: "Ruby Rush", CN: "红宝石" },
  classify: [],
  minBet: 250,
  lineCount: 20,
  isHot: false,
  hotOrder: null,
  sortOrder: 12,
  enabled: true,
  mathsModel: "steady",
  isGroup: false,
  parentId: null,
  imageUrl: "/lgw/games/image/7",
  uploadedImageUrl: null,
};

describe("the game editor's draft", () => {
  it("shows the minimum bet in major units and sends back what it was", () => {
    const draft = draftOf(GAME);
    expect(draft).toMatchObject({ minBet: "2.50", hotOrder: "", sortOrder: "12" });
    expect(gameUpdateOf(7, draft)).toEqual({
      ok: true,
      request: {
        id: 7,
        names: { EN: "Ruby Rush", CN: "红宝石" },
        isHot: false,
        hotOrder: null,
        sortOrder: 12,
        enabled: true,
        minBet: 250,
      },
    });
  });

  it("drops empty languages, takes a zero minimum bet and a hot order", () => {
    const result = gameUpdateOf(7, {
      ...draftOf(GAME),
      names: { EN: "Ruby", MY: " " },
      minBet: "0",
      hotOrder: "3",
    });
    expect(result).toMatchObject({ ok: true, request: { names: { EN: "Ruby" }, minBet: 0, hotOrder: 3 } });
  });

  it("names every field that is wrong", () => {
    const result = gameUpdateOf(7, {
      ...draftOf(GAME),
      names: { CN: "只有中文" },
      hotOrder: "1.5",
      sortOrder: "-1",
      minBet: "1.234",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        "names.EN": "err_english_required",
        hotOrder: "bo_games_order_invalid",
        sortOrder: "bo_games_order_invalid",
        minBet: "bo_money_decimals",
      },
    });
    expect(gameUpdateOf(7, { ...draftOf(GAME), minBet: "1000001" })).toMatchObject({
      ok: false,
      errors: { minBet: "bo_money_too_large" },
    });
  });
});
