CREATE TABLE "news_feed_states" (
	"feed_url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"fetched_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "news_item_securities" (
	"news_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"position" integer NOT NULL,
	"price_at_publication" numeric(14, 2),
	CONSTRAINT "news_item_securities_pk" PRIMARY KEY("news_id","security_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(500) NOT NULL,
	"source" varchar(120) NOT NULL,
	"title" varchar(500) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"news_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_items_external_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"option_text" varchar(80) NOT NULL,
	"votes_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_options_poll_position_unique" UNIQUE("poll_id","position")
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_user_unique" UNIQUE("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"posted_by_user_id" integer NOT NULL,
	"category" varchar(10) NOT NULL,
	"title" varchar(160) NOT NULL,
	"question" varchar(300) NOT NULL,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_experts" (
	"rank" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accuracy" double precision NOT NULL,
	"closed_trades" integer NOT NULL,
	"avg_trade_return" double precision NOT NULL,
	"score" double precision NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_securities" (
	"rank" smallint PRIMARY KEY NOT NULL,
	"security_id" integer NOT NULL,
	"trades_count" integer NOT NULL,
	"follows_count" integer NOT NULL,
	"score" double precision NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_trades" (
	"list" varchar(12) NOT NULL,
	"rank" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trending_trades_pk" PRIMARY KEY("list","rank")
);
--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "shares_outstanding" bigint;--> statement-breakpoint
ALTER TABLE "news_item_securities" ADD CONSTRAINT "news_item_securities_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_securities" ADD CONSTRAINT "news_item_securities_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trending_experts" ADD CONSTRAINT "trending_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trending_securities" ADD CONSTRAINT "trending_securities_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trending_trades" ADD CONSTRAINT "trending_trades_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "poll_votes_user_idx" ON "poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "polls_created_idx" ON "polls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "polls_posted_by_idx" ON "polls" USING btree ("posted_by_user_id");