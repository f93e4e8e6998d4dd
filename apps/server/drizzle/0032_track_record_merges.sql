CREATE TABLE "track_record_merges" (
	"merged_user_id" integer PRIMARY KEY NOT NULL,
	"survivor_user_id" integer NOT NULL,
	"merged_head_seq" integer NOT NULL,
	"merged_head_hash" char(64) NOT NULL,
	"survivor_seq" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "track_record_merges_survivor_idx" ON "track_record_merges" USING btree ("survivor_user_id","survivor_seq");--> statement-breakpoint
-- A merge's link is history, like the entries whose heads it names: no UPDATE, DELETE or TRUNCATE.
CREATE FUNCTION track_record_merges_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'track_record_merges is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER track_record_merges_no_change BEFORE UPDATE OR DELETE ON "track_record_merges"
  FOR EACH ROW EXECUTE FUNCTION track_record_merges_refuse_change();--> statement-breakpoint
CREATE TRIGGER track_record_merges_no_truncate BEFORE TRUNCATE ON "track_record_merges"
  FOR EACH STATEMENT EXECUTE FUNCTION track_record_merges_refuse_change();
