import { hash } from "@node-rs/argon2";
import type { TResource } from "@orchid/contract/system";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { sql } from "drizzle-orm";
import { findMemberByUsername, insertMember } from "../../modules/accounts/index.ts";
import { sanitizeRichText, splitPool } from "../../modules/engagement/index.ts";
import { seedLotteryHistory } from "../../modules/lottery/index.ts";
import { insertMedia, mediaUrl } from "../../modules/media/index.ts";
import { ARGON2ID, nationalDigits } from "../../modules/session/index.ts";
import { rowsOf, type TDb, type TTx } from "../database.ts";
import { operators } from "../schema/backoffice.ts";
import { bonusCampaigns } from "../schema/bonus.ts";
import { banners, helpArticles, notices } from "../schema/content.ts";
import { merchantDomains, merchants } from "../schema/merchants.ts";
import { missions } from "../schema/missions.ts";
import { mallProducts, pointsSettings } from "../schema/points.ts";
import { rafflePackets, raffles } from "../schema/raffle.ts";
import { referralSettings } from "../schema/referral.ts";
import { vipLevels } from "../schema/vip.ts";
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_WEAK_PASSWORD } from "./demo-accounts.ts";
import { seedDemoAgentContracts } from "./demo-agent-contracts.ts";
import { DEMO_BANNERS } from "./demo-content/banners.ts";
import { DEMO_CAMPAIGNS } from "./demo-content/bonus-campaigns.ts";
import {
  DEMO_MISSIONS,
  DEMO_RAFFLE,
  DEMO_REFERRAL,
  DEMO_VIP_LEVELS,
} from "./demo-content/engagement-programmes.ts";
import { DEMO_HELP } from "./demo-content/help-articles.ts";
import { DEMO_NOTICES } from "./demo-content/notices.ts";
import { DEMO_POINTS_SETTINGS, DEMO_PRODUCTS } from "./demo-content/points-mall.ts";
import { qrImage } from "./demo-content/qr-image.ts";
import { DEMO_SITE } from "./demo-content/site.ts";
import type { TDemoImage, TDemoText } from "./demo-content/types.ts";
import { seedDemoGames } from "./demo-games/seed-demo-games.ts";
import {
  DEMO_DOMAINS,
  DEMO_LANGUAGES,
  DEMO_REGION_DENY,
  DEMO_REGISTER_RULES,
  DEMO_SETTINGS_TREE,
} from "./demo-settings.ts";
import { refreshDemoLinks } from "./refresh-demo-links.ts";
import { seedDemoMoney } from "./seed-demo-money.ts";

export const DEMO_MERCHANT_CODE = "demo";

/** Where the bundled gateway simulator listens by default (GATEWAY_SIMULATOR_PORT). */
const DEFAULT_GATEWAY_URL = "http://127.0.0.1:18090";

/** argon2id at the server's default cost (m = 19 MiB, t = 2). */
const hashPassword = (password: string) =>
  hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2 });

const richText = (text: TDemoText): TDemoText => ({
  EN: sanitizeRichText(text.EN),
  MY: sanitizeRichText(text.MY),
  CN: sanitizeRichText(text.CN),
});

/** A demo promotion's sign-up window and event as instants around the seed's run. */
function promotionWindows(notice: (typeof DEMO_NOTICES)[number], now: Date) {
  const at = (hours: number | undefined) =>
    hours === undefined ? null : new Date(now.getTime() + hours * 3_600_000);
  return {
    signupOpensAt: at(notice.signupHours?.[0]),
    signupClosesAt: at(notice.signupHours?.[1]),
    eventStartsAt: at(notice.eventHours?.[0]),
    eventEndsAt: at(notice.eventHours?.[1]),
  };
}

/**
 * The demo's free spins: the featured (hottest) of Orchid's own slots, at all its lines and the
 * smallest bet per line that reaches the game's minimum bet.
 */
async function featuredSlotReward(tx: TTx): Promise<{ gameId: number; lines: number; betPerLine: number }> {
  const [row] = rowsOf<{ id: string | number; min_bet: number; maths_model: string }>(
    await tx.execute(sql`
      select id, min_bet, maths_model from games
      where maths_model is not null and enabled and parent_id is null and not is_group
      order by is_hot desc, hot_order nulls last, id limit 1`),
  );
  const model = row ? findSlotModel(row.maths_model) : undefined;
  if (!row || !model) throw new Error("the demo has no slot game for its free spins");
  const lines = model.spec.maxLines;
  const betPerLine =
    model.spec.betPerLineOptions.find((option) => option * lines >= row.min_bet) ??
    model.spec.betPerLineOptions.at(-1) ??
    1;
  return { gameId: Number(row.id), lines, betPerLine };
}

async function storeImage(tx: TTx, merchantId: number, image: TDemoImage): Promise<number> {
  const bytes = typeof image.body === "string" ? new TextEncoder().encode(image.body) : image.body;
  return insertMedia(tx, { merchantId, name: image.name, contentType: image.contentType, bytes });
}

/**
 * Creates the demo merchant with its content when it does not exist yet; a second run only
 * replaces the example.com placeholders an older seed left (refreshDemoLinks) and otherwise
 * changes nothing (an advisory lock keeps two starting servers from seeding twice).
 */
export async function seedDemo(
  db: TDb,
  now = new Date(),
  options: { gatewayUrl?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301001)`);
    await seedDemoGames(tx);
    const existing = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`code = ${DEMO_MERCHANT_CODE}`);
    if (existing[0]) {
      await refreshDemoLinks(tx, existing[0].id);
      return false;
    }

    const [merchant] = await tx
      .insert(merchants)
      .values({
        code: DEMO_MERCHANT_CODE,
        name: DEMO_SITE.name,
        currency: "MMK",
        currencySymbol: "K",
        timeZone: "Asia/Yangon",
        languages: DEMO_LANGUAGES,
        defaultLanguage: "MY",
        settingsTree: DEMO_SETTINGS_TREE,
        registerRules: DEMO_REGISTER_RULES,
        maintenanceMessage: DEMO_SITE.maintenanceMessage,
        regionRestrictionEnabled: true,
        regionDeny: DEMO_REGION_DENY,
        customerService: DEMO_SITE.customerService,
        branding: {
          logoUrl: "",
          loginBannerUrl: "",
          chatHeaderColor: "#7b2ff7",
          copyright: DEMO_SITE.copyright,
          contacts: DEMO_SITE.contacts,
        },
        siteConfig: {
          lotteryType: "SEA",
          prizeModes: ["Lott", "ZY", "Elott", "SEA"],
          announcementTypes: ["B", "PL", "PU", "PR", "H"],
          defaultAnnouncementType: "B",
          esportsProviders: ["TF", "IA"],
        },
        jackpot: { baseMinor: 128_888_800, epochMs: now.getTime(), incrementMinor: 16_511, tickMs: 3_000 },
        passwordExpiryDays: 90,
        defaultWeakPasswordHash: await hashPassword(DEMO_WEAK_PASSWORD),
      })
      .returning();
    if (!merchant) throw new Error("demo merchant insert returned nothing");
    await seedLotteryHistory(tx, now);

    const logoUrl = mediaUrl(await storeImage(tx, merchant.id, DEMO_SITE.logo));
    const loginBannerUrl = mediaUrl(await storeImage(tx, merchant.id, DEMO_SITE.loginBanner));
    const resources: TResource[] = [];
    for (const { qrFor, ...resource } of DEMO_SITE.resources) {
      const qr = await qrImage(`qr-${resource.resourceType.toLowerCase()}.svg`, qrFor);
      resources.push({ ...resource, qrCodeUrl: mediaUrl(await storeImage(tx, merchant.id, qr)) });
    }
    await tx
      .update(merchants)
      .set({ branding: { ...merchant.branding, logoUrl, loginBannerUrl }, resources })
      .where(sql`id = ${merchant.id}`);

    await tx.insert(merchantDomains).values(DEMO_DOMAINS.map((d) => ({ ...d, merchantId: merchant.id })));

    for (const [index, banner] of DEMO_BANNERS.entries()) {
      const mediaId = await storeImage(tx, merchant.id, banner.image);
      await tx.insert(banners).values({
        merchantId: merchant.id,
        groupName: banner.group,
        mediaId,
        title: banner.title,
        linkageType: banner.linkageType,
        linkage: banner.linkage,
        sort: index,
      });
    }

    await tx.insert(notices).values(
      DEMO_NOTICES.map((notice) => ({
        merchantId: merchant.id,
        type: notice.type,
        title: notice.title,
        content: richText(notice.content),
        publishedAt: new Date(now.getTime() - notice.hoursAgo * 3_600_000),
        ...promotionWindows(notice, now),
      })),
    );

    await tx.insert(helpArticles).values(
      DEMO_HELP.map((article) => ({
        merchantId: merchant.id,
        category: article.category,
        title: article.title,
        content: richText(article.content),
        device: article.device,
        sort: article.sort,
      })),
    );

    for (const account of DEMO_ACCOUNTS) {
      const upline = account.upline ? await findMemberByUsername(tx, merchant.id, account.upline) : undefined;
      await insertMember(
        tx,
        {
          merchantId: merchant.id,
          username: account.username,
          passwordHash: await hashPassword(account.password),
          mustChangePassword: account.mustChangePassword ?? false,
          type: account.type,
          nickname: account.nickname,
          countryDialingCode: account.mobileE164 ? "95" : null,
          mobileNum: account.mobileE164 ? nationalDigits(account.mobileE164) : null,
          mobileE164: account.mobileE164 ?? null,
          email: account.email ?? null,
          payeeName: account.payeeName ?? null,
          referralCode: `R${account.username.toUpperCase()}`,
          affiliateCode: account.affiliateCode ?? null,
          uplineId: upline?.id ?? null,
          registerMethod: "WEB",
        },
        upline?.agentPath ?? null,
      );
    }

    await seedDemoMoney(tx, merchant.id, options.gatewayUrl ?? DEFAULT_GATEWAY_URL);
    const featuredSlot = await featuredSlotReward(tx);
    await tx.insert(bonusCampaigns).values(
      DEMO_CAMPAIGNS.map((campaign) => ({
        ...campaign,
        reward:
          campaign.reward.kind === "free_spins" ? { ...campaign.reward, ...featuredSlot } : campaign.reward,
        merchantId: merchant.id,
        state: "active",
        startsAt: new Date(now.getTime() - 86_400_000),
      })),
    );
    await tx.insert(pointsSettings).values({ ...DEMO_POINTS_SETTINGS, merchantId: merchant.id });
    await tx
      .insert(missions)
      .values(DEMO_MISSIONS.map((mission) => ({ ...mission, merchantId: merchant.id })));
    await tx
      .insert(vipLevels)
      .values(DEMO_VIP_LEVELS.map((level) => ({ ...level, merchantId: merchant.id })));
    await tx.insert(referralSettings).values({ ...DEMO_REFERRAL, merchantId: merchant.id });
    const [raffle] = await tx
      .insert(raffles)
      .values({
        merchantId: merchant.id,
        title: DEMO_RAFFLE.title,
        pool: DEMO_RAFFLE.pool,
        packets: DEMO_RAFFLE.packets,
        opensAt: new Date(now.getTime() - 3_600_000),
        closesAt: new Date(now.getTime() + DEMO_RAFFLE.days * 86_400_000),
      })
      .returning({ id: raffles.id });
    const amounts = splitPool(DEMO_RAFFLE.pool, DEMO_RAFFLE.packets, DEMO_RAFFLE.minPacket);
    await tx
      .insert(rafflePackets)
      .values(amounts.map((amount, index) => ({ raffleId: raffle?.id ?? 0, position: index + 1, amount })));
    for (const [sort, { image, ...product }] of DEMO_PRODUCTS.entries())
      await tx.insert(mallProducts).values({
        ...product,
        merchantId: merchant.id,
        mediaId: await storeImage(tx, merchant.id, image),
        sort,
      });
    await seedDemoAgentContracts(tx, merchant.id, merchant.timeZone, now);

    const { password, ...operator } = DEMO_OPERATOR;
    await tx
      .insert(operators)
      .values({ ...operator, merchantId: merchant.id, passwordHash: await hashPassword(password) });
    return true;
  });
}
