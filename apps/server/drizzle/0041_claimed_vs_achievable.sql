CREATE TABLE "call_comparisons" (
	"trade_id" integer NOT NULL,
	"reaction_ms" integer NOT NULL,
	"slippage_ticks" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"delivery_ms" integer NOT NULL,
	"claimed_percent" double precision,
	"achievable_percent" double precision,
	"claimed_net_percent" double precision,
	"achievable_net_percent" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_comparisons_pk" PRIMARY KEY("trade_id","reaction_ms","slippage_ticks")
);
--> statement-breakpoint
CREATE TABLE "call_deliveries" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_price_bars" (
	"security_id" integer NOT NULL,
	"bar_at" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "security_price_bars_pk" PRIMARY KEY("security_id","bar_at")
);
