DROP INDEX "trades_feed_idx";--> statement-breakpoint
CREATE INDEX "trades_awaiting_broker_idx" ON "trades" USING btree ("created_at") WHERE "trades"."is_real" and "trades"."status" = 'Inactive';--> statement-breakpoint
CREATE INDEX "trades_feed_idx" ON "trades" USING btree ("created_at","id","visibility","posted_by_user_id","security_id","status","trade_type","duration_id","is_real");