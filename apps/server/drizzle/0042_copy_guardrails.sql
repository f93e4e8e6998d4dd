CREATE TABLE "copy_guardrails" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_user_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"sizing_mode" varchar(16) NOT NULL,
	"lots" integer,
	"amount" numeric(14, 2),
	"capital_percent" numeric(5, 2),
	"virtual_capital" numeric(14, 2),
	"max_open_exposure" numeric(14, 2) NOT NULL,
	"copy_stop_percent" numeric(5, 2),
	"set_at" timestamp with time zone NOT NULL,
	"tripped_at" timestamp with time zone,
	"tripped_drawdown_percent" numeric(10, 2),
	CONSTRAINT "copy_guardrails_follower_expert_unique" UNIQUE("follower_user_id","expert_user_id")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"condition" varchar(5) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"triggered_at" timestamp with time zone,
	"triggered_price" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "copy_guardrails" ADD CONSTRAINT "copy_guardrails_follower_user_id_users_id_fk" FOREIGN KEY ("follower_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_guardrails" ADD CONSTRAINT "copy_guardrails_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_waiting_idx" ON "price_alerts" USING btree ("security_id","price") WHERE "price_alerts"."triggered_at" is null;