CREATE TABLE "group_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"period" varchar(16) NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_price_paise" integer,
	"is_discount_price_live" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_plans_group_period_unique" UNIQUE("group_id","period")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"group_id" integer,
	"code" varchar(32) NOT NULL,
	"discount_percentage" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_admin_code_unique" UNIQUE("admin_user_id","code")
);
--> statement-breakpoint
CREATE TABLE "group_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"payment_order_id" integer,
	"plan_period" varchar(16),
	"is_trial" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'Active' NOT NULL,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_subscriptions_order_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"payee_user_id" integer NOT NULL,
	"group_id" integer,
	"plan_id" integer,
	"plan_period" varchar(16),
	"report_id" integer,
	"coupon_id" integer,
	"amount_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"receipt" varchar(40) NOT NULL,
	"provider_order_id" varchar(40) NOT NULL,
	"provider_payment_id" varchar(40),
	"status" varchar(20) DEFAULT 'initiated' NOT NULL,
	"failure_reason" text,
	"fee_paise" integer,
	"payable_paise" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "payment_orders_provider_order_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" varchar(64) PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_holder_name" varchar(100) NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" varchar(4) NOT NULL,
	"ifsc_code" varchar(11) NOT NULL,
	"pan_encrypted" text NOT NULL,
	"pan_last4" varchar(4) NOT NULL,
	"gst_encrypted" text,
	"verification_status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"remark" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "payout_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payment_order_id" integer,
	"reference" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_ledger_payment_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "report_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_purchases_order_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_orders" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"receipt" varchar(40),
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_orders_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"method" varchar(16) NOT NULL,
	"error_code" varchar(40),
	"error_description" text,
	"error_reason" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_webhooks" (
	"event_id" varchar(40) PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_plans" ADD CONSTRAINT "group_plans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_subscriptions" ADD CONSTRAINT "group_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_subscriptions" ADD CONSTRAINT "group_subscriptions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_subscriptions" ADD CONSTRAINT "group_subscriptions_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_group_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."group_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_report_id_stock_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."stock_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_ledger" ADD CONSTRAINT "payout_ledger_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_purchases" ADD CONSTRAINT "report_purchases_report_id_stock_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."stock_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_purchases" ADD CONSTRAINT "report_purchases_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_subscriptions_user_idx" ON "group_subscriptions" USING btree ("user_id","status","end_date");--> statement-breakpoint
CREATE INDEX "group_subscriptions_end_idx" ON "group_subscriptions" USING btree ("status","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_unique" ON "payment_orders" USING btree ("provider_payment_id") WHERE provider_payment_id is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_payee_idx" ON "payment_orders" USING btree ("payee_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_coupon_idx" ON "payment_orders" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "payout_ledger_expert_idx" ON "payout_ledger" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_purchases_buyer_idx" ON "report_purchases" USING btree ("profile_id","report_id");--> statement-breakpoint
CREATE INDEX "payment_sandbox_payments_order_idx" ON "payment_sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_sandbox_webhooks_due_idx" ON "payment_sandbox_webhooks" USING btree ("delivered_at","next_attempt_at");