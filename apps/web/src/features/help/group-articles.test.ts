import { describe, expect, it } from "vitest";
import { articleAnchor, groupArticles } from "./group-articles.ts";

const article = (id: number, category: string, sort: number) => ({
  id,
  category,
  sort,
  title: `t${id}`,
  content: "",
});

describe("help articles", () => {
  it("groups by category in sort order", () => {
    const groups = groupArticles([
      article(3, "Deposit", 2),
      article(1, "Account", 1),
      article(2, "Deposit", 0),
    ]);
    expect(groups.map((group) => group.category)).toEqual(["Deposit", "Account"]);
    expect(groups[0]?.articles.map((entry) => entry.id)).toEqual([2, 3]);
  });

  it("anchors articles by id", () => {
    expect(articleAnchor(12)).toBe("article-12");
  });
});
