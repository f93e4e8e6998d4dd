ALTER TABLE "outbox_events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Events written before the relay existed were published on the bus after their commit already.
UPDATE "outbox_events" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."published_at" is null;
