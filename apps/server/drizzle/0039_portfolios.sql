CREATE TABLE "portfolio_holdings" (
	"user_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"average_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "portfolio_holdings_user_id_security_id_pk" PRIMARY KEY("user_id","security_id"),
	CONSTRAINT "portfolio_holdings_quantity_positive" CHECK ("portfolio_holdings"."quantity" > 0),
	CONSTRAINT "portfolio_holdings_price_positive" CHECK ("portfolio_holdings"."average_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "portfolio_imports" (
	"transaction_id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source" varchar(8) NOT NULL,
	"broker" varchar(20),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_imports" ADD CONSTRAINT "portfolio_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_imports_user_idx" ON "portfolio_imports" USING btree ("user_id");