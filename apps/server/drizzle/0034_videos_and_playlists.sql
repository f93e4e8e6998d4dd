CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"language" varchar(40),
	"price_paise" integer,
	"thumbnail" text,
	"status" varchar(10) DEFAULT 'Draft' NOT NULL,
	"verification_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlists_price_check" CHECK ("playlists"."price_paise" is null or "playlists"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" varchar(100),
	"description" text,
	"language" varchar(40),
	"price_paise" integer,
	"playlist_id" integer,
	"file_key" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"thumbnail" text,
	"views_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'Draft' NOT NULL,
	"verification_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_price_check" CHECK ("videos"."price_paise" is null or "videos"."price_paise" > 0),
	CONSTRAINT "videos_details_check" CHECK ("videos"."status" = 'Draft' or "videos"."title" is not null)
);
--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "playlists_review_idx" ON "playlists" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "videos_playlist_idx" ON "videos" USING btree ("playlist_id","id");--> statement-breakpoint
CREATE INDEX "videos_review_idx" ON "videos" USING btree ("status","updated_at","id");