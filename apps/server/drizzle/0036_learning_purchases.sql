CREATE TABLE "video_progress" (
	"viewer_user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_viewer_user_id_video_id_pk" PRIMARY KEY("viewer_user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer,
	"playlist_id" integer,
	"payment_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_purchases_one_product_check" CHECK (("video_purchases"."video_id" is null) <> ("video_purchases"."playlist_id" is null))
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" integer NOT NULL,
	"viewer_user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "video_views_video_id_viewer_user_id_day_pk" PRIMARY KEY("video_id","viewer_user_id","day")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "webinar_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "video_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "playlist_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "playlist_position" integer;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "payment_order_id" integer;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_purchases" ADD CONSTRAINT "video_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_purchases" ADD CONSTRAINT "video_purchases_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_purchases" ADD CONSTRAINT "video_purchases_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_purchases_order_unique" ON "video_purchases" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "video_purchases_buyer_video_idx" ON "video_purchases" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "video_purchases_buyer_playlist_idx" ON "video_purchases" USING btree ("user_id","playlist_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_order_idx" ON "webinar_registrations" USING btree ("payment_order_id") WHERE "webinar_registrations"."payment_order_id" is not null;