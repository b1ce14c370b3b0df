import type { TBoPaymentChannel, ZBoPaymentChannelRequest } from "@orchid/contract/backoffice-payments";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TConsoleCall } from "../operators/index.ts";
import { recordOperatorAction } from "../operators/index.ts";
import { presentConsoleChannel } from "./channel-presenter.ts";
import { findChannel, insertChannel, listChannels, updateChannel } from "./channels-repo.ts";

type TChannelInput = z.output<typeof ZBoPaymentChannelRequest>;

/** `GET /bo/payments/channels`. */
export async function consoleChannels(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
): Promise<TBoPaymentChannel[]> {
  return (await listChannels(ctx.database.db, merchant.id, false)).map(presentConsoleChannel);
}

/**
 * `PUT /bo/payments/channels`: creates or updates a deposit channel. A gateway channel needs its
 * URL, merchant number and (once) a secret; a bank channel needs the account members pay into.
 * The audit row says whether the secret changed, never what it is.
 */
export async function saveChannel(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TChannelInput,
): Promise<TBoPaymentChannel> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const existing = input.id ? await findChannel(db, merchant.id, input.id) : undefined;
  if (input.id && !existing) throw new AppError("NOT_FOUND", { id: input.id });
  if (existing && existing.kind !== input.kind) throw invalidField("kind");
  const isGateway = input.kind === "gateway";
  if (isGateway && !input.gatewayUrl) throw invalidField("gatewayUrl");
  if (isGateway && !input.gatewayMerchantNo) throw invalidField("gatewayMerchantNo");
  if (isGateway && !input.gatewaySecret && !existing?.gatewaySecret) throw invalidField("gatewaySecret");
  if (!isGateway && !input.bank) throw invalidField("bank");
  const values = {
    kind: input.kind,
    name: input.name,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
    minMinor: input.minAmount,
    maxMinor: input.maxAmount,
    feeBps: input.feeBps,
    feeFixedMinor: input.feeFixed,
    gatewayUrl: isGateway ? (input.gatewayUrl ?? null) : null,
    gatewayMerchantNo: isGateway ? (input.gatewayMerchantNo ?? null) : null,
    gatewaySecret: isGateway ? (input.gatewaySecret ?? existing?.gatewaySecret ?? null) : null,
    bank: isGateway ? null : (input.bank ?? null),
    updatedAt: client.at,
  };
  const saved = await db.transaction(async (tx) => {
    const row = existing
      ? await updateChannel(tx, existing.id, values)
      : await insertChannel(tx, { ...values, merchantId: merchant.id, createdAt: client.at });
    const { gatewaySecret: _before, ...before } = existing ?? {};
    const { gatewaySecret: _after, ...after } = row;
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: existing ? "payments.channel.update" : "payments.channel.create",
        outcome: "ok",
        targetType: "payment_channel",
        targetId: row.id,
        before: existing ? before : null,
        after: { ...after, secret: input.gatewaySecret ? "set" : "kept" },
      },
      client,
    );
    return row;
  });
  return presentConsoleChannel(saved);
}
