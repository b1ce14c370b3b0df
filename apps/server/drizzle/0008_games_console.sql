ALTER TABLE "games" ADD COLUMN "image_media_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_merchant_idx" ON "game_rounds" USING btree ("merchant_id","created_at");