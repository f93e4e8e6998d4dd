ALTER TABLE "groups" ADD COLUMN "last_trade_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_id" integer;