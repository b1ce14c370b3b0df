import type { THelpArticle } from "@orchid/contract/system";

export type THelpCategory = { category: string; articles: THelpArticle[] };

/** Articles grouped by category, categories in first-seen order of the sorted articles. */
export function groupArticles(articles: readonly THelpArticle[]): THelpCategory[] {
  const sorted = [...articles].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const groups = new Map<string, THelpArticle[]>();
  for (const article of sorted) {
    const list = groups.get(article.category) ?? [];
    list.push(article);
    groups.set(article.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, articles: list }));
}

/** The in-page anchor of an article (`/help#article-12`). */
export function articleAnchor(id: number): string {
  return `article-${id}`;
}
