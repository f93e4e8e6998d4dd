CREATE TABLE "track_record_calls" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"side" varchar(4) NOT NULL,
	"entry_price" double precision NOT NULL,
	"initial_stop_loss" double precision,
	"final_target" double precision,
	"lots" integer NOT NULL,
	"is_public" boolean NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"live_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"exit_price" double precision,
	"outcome" varchar(12),
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "track_record_calls_expert_ended_idx" ON "track_record_calls" USING btree ("expert_user_id","ended_at");