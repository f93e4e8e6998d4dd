CREATE TABLE "track_record_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"is_private" boolean NOT NULL,
	"payload" text NOT NULL,
	"payload_hash" char(64) NOT NULL,
	"prev_hash" char(64) NOT NULL,
	"hash" char(64) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "track_record_entries_expert_seq_unique" UNIQUE("expert_user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "track_record_heads" (
	"expert_user_id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"hash" char(64) NOT NULL
);
--> statement-breakpoint
-- The record is append-only: no UPDATE, DELETE or TRUNCATE, on PostgreSQL and PGlite alike. Only a
-- superuser disabling the triggers can change a row, and the hash chain then shows where.
CREATE FUNCTION track_record_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'track_record_entries is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER track_record_entries_no_change BEFORE UPDATE OR DELETE ON "track_record_entries"
  FOR EACH ROW EXECUTE FUNCTION track_record_refuse_change();--> statement-breakpoint
CREATE TRIGGER track_record_entries_no_truncate BEFORE TRUNCATE ON "track_record_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION track_record_refuse_change();
