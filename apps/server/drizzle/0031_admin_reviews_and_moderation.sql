ALTER TABLE "trade_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
-- Groups made before the review existed were already listed: they start Verified, new ones Pending.
ALTER TABLE "groups" ADD COLUMN "verification_status" varchar(10) DEFAULT 'Verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "verification_status" SET DEFAULT 'Pending';--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "verification_remark" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "platform_fee_bps" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "reasoning_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sebi_remark" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sebi_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sebi_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "parrva_reference" varchar(60);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "parrva_verified_on" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "platform_fee_bps" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;