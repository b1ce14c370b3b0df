CREATE TABLE "activity_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"remark" text,
	"image_ids" bigint[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'applying' NOT NULL,
	"note" text,
	"reward" bigint,
	"reward_unit" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_open_uq" ON "activity_applications" USING btree ("member_id","notice_id") WHERE "activity_applications"."state" in ('applying', 'approved');--> statement-breakpoint
CREATE INDEX "activity_applications_queue_idx" ON "activity_applications" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE INDEX "activity_applications_member_idx" ON "activity_applications" USING btree ("member_id","id");