CREATE TABLE "withheld_reasonings" (
	"trade_id" integer PRIMARY KEY NOT NULL,
	"withheld_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The reasonings hidden before this table existed.
INSERT INTO "withheld_reasonings" ("trade_id", "withheld_at")
  SELECT "id", "reasoning_hidden_at" FROM "trades" WHERE "reasoning_hidden_at" IS NOT NULL;
