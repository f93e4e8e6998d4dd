ALTER TABLE "notification_counters" DROP CONSTRAINT "notification_counters_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_pk" PRIMARY KEY("recipient_id","id");