ALTER TABLE "notices" DROP CONSTRAINT "notices_type_check";--> statement-breakpoint
DROP INDEX "members_upline_idx";--> statement-breakpoint
CREATE INDEX "deposit_orders_member_settled_idx" ON "deposit_orders" USING btree ("member_id","settled_at") WHERE "deposit_orders"."status" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawals_member_completed_idx" ON "withdrawals" USING btree ("member_id","completed_at") WHERE "withdrawals"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id","id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H', 'AG'));