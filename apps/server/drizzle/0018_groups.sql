CREATE TABLE "contact_detail_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"viewer_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cin" varchar(21),
	"sebi_number" varchar(20),
	"description" text DEFAULT '' NOT NULL,
	"office_address" text DEFAULT '' NOT NULL,
	"phone" varchar(16),
	"email" varchar(254),
	"grievance_officer_name" varchar(100),
	"grievance_officer_email" varchar(254),
	"grievance_officer_mobile" varchar(16),
	"compliance_officer_name" varchar(100),
	"compliance_officer_email" varchar(254),
	"compliance_officer_mobile" varchar(16),
	"investor_charter" text,
	"investor_complaints" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"referred_by" integer,
	"utm_source" varchar(100),
	"requested_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_free_trial" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_user_unique" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_watchlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"watchlist_id" integer NOT NULL,
	"security_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_watchlist_items_unique" UNIQUE("watchlist_id","security_id")
);
--> statement-breakpoint
CREATE TABLE "group_watchlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_watchlists_group_id_unique" UNIQUE("group_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"group_type" varchar(8) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"picture" text,
	"cover_image" text,
	"disclosure_document" text,
	"types_of_instrument" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_offering" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_limited_offer" boolean DEFAULT false NOT NULL,
	"free_trail" boolean DEFAULT false NOT NULL,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"active_group_members" integer DEFAULT 0 NOT NULL,
	"trades_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_detail_views" ADD CONSTRAINT "contact_detail_views_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_detail_views" ADD CONSTRAINT "contact_detail_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_contacts" ADD CONSTRAINT "expert_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watchlist_items" ADD CONSTRAINT "group_watchlist_items_watchlist_id_group_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."group_watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watchlist_items" ADD CONSTRAINT "group_watchlist_items_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watchlists" ADD CONSTRAINT "group_watchlists_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_detail_views_expert_idx" ON "contact_detail_views" USING btree ("expert_user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "group_members_group_status_idx" ON "group_members" USING btree ("group_id","status","id");--> statement-breakpoint
CREATE INDEX "groups_admin_idx" ON "groups" USING btree ("admin_user_id","id");--> statement-breakpoint
CREATE INDEX "groups_type_idx" ON "groups" USING btree ("group_type","id");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_group_created_idx" ON "trades" USING btree ("group_id","created_at","id");