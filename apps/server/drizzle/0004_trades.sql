CREATE TABLE "broker_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"broker_auth_id" varchar(64) NOT NULL,
	"broker" varchar(20) NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_accounts_broker_auth_id_unique" UNIQUE("broker_auth_id")
);
--> statement-breakpoint
CREATE TABLE "broker_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(40) NOT NULL,
	"trade_id" integer,
	"user_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"state" varchar(10) DEFAULT 'started' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "broker_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "engine_checkpoints" (
	"security_id" integer PRIMARY KEY NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"comment_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"posted_by_user_id" integer NOT NULL,
	"posted_by_profile_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"trade_type" varchar(4) NOT NULL,
	"status" varchar(10) DEFAULT 'Inactive' NOT NULL,
	"is_real" boolean DEFAULT false NOT NULL,
	"order_type" varchar(16) DEFAULT 'market_order' NOT NULL,
	"product" varchar(4),
	"entry_price" numeric(14, 2) NOT NULL,
	"lots" integer NOT NULL,
	"first_target" numeric(14, 2) NOT NULL,
	"first_stop_loss" numeric(14, 2) NOT NULL,
	"target_stop_loss_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_target" numeric(14, 2) NOT NULL,
	"current_step" smallint DEFAULT 0 NOT NULL,
	"target_price" numeric(14, 2) NOT NULL,
	"stop_loss" numeric(14, 2) NOT NULL,
	"duration_id" smallint NOT NULL,
	"reasoning" text DEFAULT '' NOT NULL,
	"visibility" varchar(10) DEFAULT 'followers' NOT NULL,
	"group_id" integer,
	"copy_origin_id" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_manual_exit" boolean DEFAULT false NOT NULL,
	"closing_reason" varchar(12),
	"exit_price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"trade_live_time" timestamp with time zone,
	"trade_closing_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "underlying_id" integer;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "expiry" date;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "strike_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "broker_accounts" ADD CONSTRAINT "broker_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_transactions" ADD CONSTRAINT "broker_transactions_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_transactions" ADD CONSTRAINT "broker_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_checkpoints" ADD CONSTRAINT "engine_checkpoints_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_comments" ADD CONSTRAINT "trade_comments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_comments" ADD CONSTRAINT "trade_comments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_events" ADD CONSTRAINT "trade_events_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_posted_by_profile_id_profiles_id_fk" FOREIGN KEY ("posted_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_copy_origin_id_trades_id_fk" FOREIGN KEY ("copy_origin_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_transactions_trade_idx" ON "broker_transactions" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trade_comments_trade_idx" ON "trade_comments" USING btree ("trade_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_events_trade_idx" ON "trade_events" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "trades_posted_by_created_idx" ON "trades" USING btree ("posted_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_open_by_security_idx" ON "trades" USING btree ("security_id","status");--> statement-breakpoint
CREATE INDEX "trades_status_expires_idx" ON "trades" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trades_copy_origin_idx" ON "trades" USING btree ("copy_origin_id");--> statement-breakpoint
ALTER TABLE "securities" ADD CONSTRAINT "securities_underlying_id_securities_id_fk" FOREIGN KEY ("underlying_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "securities_underlying_idx" ON "securities" USING btree ("underlying_id");