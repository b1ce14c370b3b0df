import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { levelDifference, type TContractNode, type THolderFigures } from "./level-difference.ts";

const tier = (rateBp: number, minValidBet = 0) => ({ rateBp, minValidBet, minActiveMembers: 0, minLoss: 0 });
const figures = (validBet: number, base = validBet): THolderFigures => ({
  tierFigures: { validBet, activeMembers: 0, loss: 0 },
  base,
});

describe("levelDifference", () => {
  it("pays the top from the platform and each child out of its parent's gross", () => {
    const nodes: TContractNode[] = [
      { contractId: 1, holderId: 10, payerId: null, parentContractId: null, tiers: [tier(100)] },
      { contractId: 2, holderId: 20, payerId: 10, parentContractId: 1, tiers: [tier(60)] },
    ];
    const byHolder = new Map([
      [10, figures(1_000_000)],
      [20, figures(400_000)],
    ]);
    const drafts = levelDifference(nodes, (id) => byHolder.get(id) ?? figures(0));
    expect(drafts.map((d) => [d.contractId, d.payerId, d.grossAmount, d.childrenAmount, d.tier])).toEqual([
      [1, null, 10_000, 2_400, 1],
      [2, 10, 2_400, 0, 1],
    ]);
  });

  it("stops a subtree whose top reached no tier", () => {
    const nodes: TContractNode[] = [
      { contractId: 1, holderId: 10, payerId: null, parentContractId: null, tiers: [tier(100, 5_000_000)] },
      { contractId: 2, holderId: 20, payerId: 10, parentContractId: 1, tiers: [tier(60)] },
      { contractId: 3, holderId: 30, payerId: 20, parentContractId: 2, tiers: [tier(30)] },
    ];
    const drafts = levelDifference(nodes, () => figures(1_000_000));
    expect(drafts.map((d) => [d.contractId, d.reached, d.grossAmount])).toEqual([
      [1, false, 0],
      [2, false, 0],
      [3, false, 0],
    ]);
  });

  it("caps a child that reached a higher rate than its parent at the parent's rate", () => {
    const nodes: TContractNode[] = [
      {
        contractId: 1,
        holderId: 10,
        payerId: null,
        parentContractId: null,
        tiers: [tier(50), tier(80, 9_000_000)],
      },
      { contractId: 2, holderId: 20, payerId: 10, parentContractId: 1, tiers: [tier(40), tier(70, 100)] },
    ];
    const drafts = levelDifference(nodes, () => figures(1_000_000));
    expect(drafts.map((d) => [d.rateBp, d.grossAmount])).toEqual([
      [50, 5_000],
      [50, 5_000],
    ]);
  });

  const tree = fc.integer({ min: 1, max: 9 }).chain((n) =>
    fc.tuple(
      fc.array(fc.integer({ min: -1, max: n }), { minLength: n, maxLength: n }),
      fc.array(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 3 }), {
        minLength: n,
        maxLength: n,
      }),
      fc.array(fc.tuple(fc.nat(5_000_000), fc.nat(5_000_000)), { minLength: n, maxLength: n }),
    ),
  );

  it("never pays down more than the top earned, and every bill once", () => {
    fc.assert(
      fc.property(tree, ([parents, rateLists, figureList]) => {
        const nodes: TContractNode[] = parents.map((parent, i) => {
          const up = parent >= 0 && parent < i ? parent : -1;
          const rates = [...new Set(rateLists[i])].sort((a, b) => a - b);
          return {
            contractId: i + 1,
            holderId: 100 + i,
            payerId: up < 0 ? null : 100 + up,
            parentContractId: up < 0 ? null : up + 1,
            tiers: rates.map((rate, k) => tier(rate, k * 1_000_000)),
          };
        });
        const drafts = levelDifference(nodes, (holder) => {
          const [bet, base] = figureList[holder - 100] ?? [0, 0];
          return figures(bet, base);
        });
        expect(new Set(drafts.map((d) => d.contractId)).size).toBe(nodes.length);
        expect(drafts.length).toBe(nodes.length);
        const byId = new Map(drafts.map((d) => [d.contractId, d]));
        let fromPlatform = 0;
        let nets = 0;
        drafts.forEach((draft, index) => {
          const node = nodes[draft.contractId - 1] as TContractNode;
          expect(draft.childrenAmount).toBeLessThanOrEqual(draft.grossAmount);
          nets += draft.grossAmount - draft.childrenAmount;
          if (node.parentContractId === null) fromPlatform += draft.grossAmount;
          else {
            const parent = byId.get(node.parentContractId);
            // Parents come first, a stopped parent stops its children, rates never exceed the parent's.
            expect(drafts.findIndex((d) => d.contractId === node.parentContractId)).toBeLessThan(index);
            if (!parent?.reached) expect(draft.reached).toBe(false);
            if (draft.reached) expect(draft.rateBp).toBeLessThanOrEqual(parent?.rateBp ?? 0);
          }
          if (!draft.reached) expect(draft.grossAmount).toBe(0);
        });
        expect(nets).toBe(fromPlatform);
      }),
    );
  });
});
