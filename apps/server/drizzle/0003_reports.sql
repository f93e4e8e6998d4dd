CREATE TABLE "report_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_downloads_report_profile_unique" UNIQUE("report_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "stock_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"security_id" integer NOT NULL,
	"author_profile_id" integer NOT NULL,
	"file_key" varchar(120) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount_price" numeric(12, 2),
	"description" text,
	"valid_till_months" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_report_id_stock_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."stock_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_downloads" ADD CONSTRAINT "report_downloads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reports_security_idx" ON "stock_reports" USING btree ("security_id","expires_at");