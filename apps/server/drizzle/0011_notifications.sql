CREATE TABLE "notification_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counters_in_range" CHECK ("notification_counters"."unread_count" >= 0 and "notification_counters"."total_count" >= "notification_counters"."unread_count")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"notification_type" varchar(32) NOT NULL,
	"actor_id" integer NOT NULL,
	"trade_id" integer,
	"notification_text" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"outbox_event_id" bigint NOT NULL,
	CONSTRAINT "notifications_event_recipient_unique" UNIQUE("outbox_event_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "watchlist_items_trade_idx" ON "watchlist_items" USING btree ("trade_id");