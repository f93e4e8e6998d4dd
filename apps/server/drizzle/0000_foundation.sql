CREATE TABLE "securities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"symbol" varchar(40) NOT NULL,
	"exchange" varchar(8) NOT NULL,
	"instrument_type" varchar(8) DEFAULT 'EQ' NOT NULL,
	"industry" varchar(120),
	"sector" varchar(120),
	"description" text,
	"logo" text,
	"lot_size" integer,
	"close_price" numeric(14, 2),
	CONSTRAINT "securities_symbol_exchange_unique" UNIQUE("symbol","exchange")
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"medium" varchar(200),
	"source" varchar(200),
	"campaign" varchar(200),
	"utm_id" varchar(200),
	"utm_content" varchar(200),
	"utm_term" varchar(200),
	"ipaddress" varchar(64),
	"device" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"bio" text,
	"profile_image" text,
	"is_sebi_registered" boolean DEFAULT false NOT NULL,
	"sebi_user_type" varchar(40),
	"sebi_number" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(10),
	"email" varchar(254),
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"user_type" varchar(20) DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "securities_symbol_prefix_idx" ON "securities" USING btree (lower("symbol") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "securities_name_prefix_idx" ON "securities" USING btree (lower("name") text_pattern_ops);