CREATE TABLE "broker_sandbox_accounts" (
	"auth_id" varchar(40) PRIMARY KEY NOT NULL,
	"broker" varchar(20) NOT NULL,
	"client_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_sandbox_accounts_login_unique" UNIQUE("broker","client_id")
);
--> statement-breakpoint
CREATE TABLE "broker_sandbox_transactions" (
	"transaction_id" varchar(40) PRIMARY KEY NOT NULL,
	"gateway_name" varchar(64) NOT NULL,
	"intent" varchar(20) NOT NULL,
	"order_config" jsonb,
	"notes" varchar(256),
	"auth_id" varchar(40),
	"status" varchar(16) DEFAULT 'INITIALIZED' NOT NULL,
	"broker" varchar(20),
	"login_auth_id" varchar(40),
	"response" jsonb,
	"error_code" integer,
	"error_message" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"complete_by" timestamp with time zone NOT NULL,
	"triggered_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "broker_sandbox_transactions_created_idx" ON "broker_sandbox_transactions" USING btree ("created_at");