CREATE TABLE "active_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "coin_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"streak_length" integer DEFAULT 0 NOT NULL,
	"streak_last_day" date,
	"streak_freezes" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_accounts_balance_nonnegative" CHECK ("coin_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_user_reference_unique" UNIQUE("user_id","reference"),
	CONSTRAINT "coin_ledger_amount_nonzero" CHECK ("coin_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "trade_shares" (
	"user_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_shares_user_id_trade_id_pk" PRIMARY KEY("user_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "trade_unlocks" (
	"user_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_unlocks_trade_id_user_id_pk" PRIMARY KEY("trade_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "coin_unlock" boolean;--> statement-breakpoint
ALTER TABLE "active_days" ADD CONSTRAINT "active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_accounts" ADD CONSTRAINT "coin_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_shares" ADD CONSTRAINT "trade_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_shares" ADD CONSTRAINT "trade_shares_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_unlocks" ADD CONSTRAINT "trade_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_unlocks" ADD CONSTRAINT "trade_unlocks_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_created_idx" ON "coin_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_unlocks_user_idx" ON "trade_unlocks" USING btree ("user_id","created_at");--> statement-breakpoint
-- Accounts made before the ledger existed get the signup bonus every new account gets (issue 32).
INSERT INTO "coin_ledger" ("user_id", "amount", "reason", "reference")
  SELECT "id", 300, 'signup_bonus', 'signup_bonus' FROM "users" WHERE "deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "coin_accounts" ("user_id", "balance")
  SELECT "id", 300 FROM "users" WHERE "deleted_at" IS NULL;
