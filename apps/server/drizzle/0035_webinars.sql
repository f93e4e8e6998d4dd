CREATE TABLE "webinar_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"webinar_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(120) NOT NULL,
	"email" varchar(254),
	"phone" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"description_html" text NOT NULL,
	"level" varchar(20) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_hours" integer NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"picture" text,
	"meeting_url" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_price_check" CHECK ("webinars"."price_paise" >= 0),
	CONSTRAINT "webinars_duration_check" CHECK ("webinars"."duration_hours" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("webinar_id","user_id") WHERE "webinar_registrations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_phone_idx" ON "webinar_registrations" USING btree ("webinar_id","phone");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_lookup_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "webinars_owner_idx" ON "webinars" USING btree ("owner_user_id","id");