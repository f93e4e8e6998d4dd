ALTER TABLE "trades" ADD COLUMN "holds_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sebi_valid_until" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sebi_verification" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_sebi_number_idx" ON "profiles" USING btree ("sebi_number");--> statement-breakpoint
-- Registrations recorded before the registration route (the demo seed's experts) are the expert's word.
UPDATE "profiles" SET "sebi_verification" = 'self_declared' WHERE "sebi_number" IS NOT NULL;
