import type { TResource } from "@orchid/contract/system";
import { and, eq, sql } from "drizzle-orm";
import { insertMedia, mediaUrl } from "../../modules/media/index.ts";
import type { TTx } from "../database.ts";
import { banners, helpArticles, notices } from "../schema/content.ts";
import { merchants } from "../schema/merchants.ts";
import { DEMO_BANNERS } from "./demo-content/banners.ts";
import { qrImage } from "./demo-content/qr-image.ts";
import { DEMO_SITE } from "./demo-content/site.ts";

/** Earlier demo seeds pointed every outside link at the placeholder domain example.com. */
const isPlaceholder = (link: string | null | undefined): boolean =>
  typeof link === "string" && /^(https?:\/\/example\.com\/|mailto:[^@\s]+@example\.com$)/.test(link);

/** Placeholder links inside notice and help HTML, and what the current seed says instead. */
const TEXT_LINKS: [string, string][] = [
  ['href="https://example.com/promotions/welcome"', 'href="/promotions"'],
  ["support@example.com", "support@orchid.localhost"],
];

const textHasPlaceholder = (column: typeof notices.content | typeof helpArticles.content) =>
  sql`${column}::text like '%example.com%'`;

function replaceTextLinks(content: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(content).map(([language, text]) => [
      language,
      TEXT_LINKS.reduce((out, [from, to]) => out.split(from).join(to), text),
    ]),
  );
}

/**
 * A demo database seeded before the demo's links pointed at the site's own pages still holds
 * example.com placeholders. Each placeholder is replaced by the current seed's link for the same
 * entry (customer-service type, contact kind, download platform, banner title); anything an
 * operator changed is no placeholder and stays. Running it again changes nothing.
 */
export async function refreshDemoLinks(tx: TTx, merchantId: number): Promise<void> {
  const [row] = await tx
    .select({
      customerService: merchants.customerService,
      resources: merchants.resources,
      branding: merchants.branding,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) return;

  const customerService = row.customerService.map((entry) =>
    isPlaceholder(entry.path)
      ? (DEMO_SITE.customerService.find((fresh) => fresh.csType === entry.csType) ?? entry)
      : entry,
  );
  const contacts = row.branding.contacts.map((contact) =>
    isPlaceholder(contact.url)
      ? (DEMO_SITE.contacts.find((fresh) => fresh.kind === contact.kind) ?? contact)
      : contact,
  );
  const resources: TResource[] = [];
  for (const resource of row.resources) {
    const fresh = isPlaceholder(resource.url)
      ? DEMO_SITE.resources.find((entry) => entry.resourceType === resource.resourceType)
      : undefined;
    if (!fresh) {
      resources.push(resource);
      continue;
    }
    const { qrFor, ...link } = fresh;
    const qr = await qrImage(`qr-${link.resourceType.toLowerCase()}.svg`, qrFor);
    const bytes = new TextEncoder().encode(typeof qr.body === "string" ? qr.body : "");
    const mediaId = await insertMedia(tx, { merchantId, name: qr.name, contentType: qr.contentType, bytes });
    resources.push({ ...link, qrCodeUrl: mediaUrl(mediaId) });
  }
  const isChanged =
    JSON.stringify([customerService, contacts, resources]) !==
    JSON.stringify([row.customerService, row.branding.contacts, row.resources]);
  if (isChanged) {
    await tx
      .update(merchants)
      .set({ customerService, resources, branding: { ...row.branding, contacts } })
      .where(eq(merchants.id, merchantId));
  }

  const oldBanners = await tx
    .select({ id: banners.id, title: banners.title })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), sql`${banners.linkage} like 'http%://example.com/%'`));
  for (const banner of oldBanners) {
    const fresh = DEMO_BANNERS.find((entry) => entry.title.EN === banner.title.EN);
    await tx
      .update(banners)
      .set(
        fresh
          ? { linkageType: fresh.linkageType, linkage: fresh.linkage }
          : { linkageType: "NONE", linkage: null },
      )
      .where(eq(banners.id, banner.id));
  }

  for (const table of [notices, helpArticles] as const) {
    const rows = await tx
      .select({ id: table.id, content: table.content })
      .from(table)
      .where(and(eq(table.merchantId, merchantId), textHasPlaceholder(table.content)));
    for (const text of rows) {
      await tx
        .update(table)
        .set({ content: replaceTextLinks(text.content) })
        .where(eq(table.id, text.id));
    }
  }
}
