-- Issue 27: a hidden entry's payload_hash is a salted commitment (version 2) that cannot be searched by
-- guessing its small payload. The rows already written keep their unsalted hash and verify as version 1
-- (the default; adding columns fires no row trigger, so the append-only guard of 0015 stays as it is).
ALTER TABLE "track_record_entries" ADD COLUMN "commitment_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "track_record_entries" ADD COLUMN "salt" char(64);--> statement-breakpoint
ALTER TABLE "track_record_entries" ADD CONSTRAINT "track_record_entries_commitment_check" CHECK (("track_record_entries"."commitment_version" = 1 and "track_record_entries"."salt" is null) or ("track_record_entries"."commitment_version" = 2 and "track_record_entries"."salt" ~ '^[0-9a-f]{64}$'));