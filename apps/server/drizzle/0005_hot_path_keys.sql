ALTER TABLE "idempotency_requests" DROP CONSTRAINT "idempotency_requests_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_merchant_id_merchants_id_fk";
