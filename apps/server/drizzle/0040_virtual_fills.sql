ALTER TABLE "trades" ADD COLUMN "entry_fill_price" numeric(14, 2);--> statement-breakpoint
-- A virtual trade that went Live before fills were recorded filled at its entry, as its P&L was
-- measured then; only trades entering from now on wait for their first tick (docs/metrics.md).
UPDATE "trades" SET "entry_fill_price" = "entry_price" WHERE NOT "is_real" AND "status" IN ('Active', 'Closed');--> statement-breakpoint
-- The record's calls measure from the price their entry filled at: the last activated (or filled)
-- entry's price, as the domain's applyRecordEntry now folds it.
UPDATE "track_record_calls" AS c SET "entry_price" = a.price
FROM (
  SELECT DISTINCT ON ("trade_id") "trade_id", ("payload"::jsonb ->> 'price')::float8 AS price
  FROM "track_record_entries"
  WHERE "kind" IN ('activated', 'filled')
  ORDER BY "trade_id", "id" DESC
) AS a
WHERE a."trade_id" = c."trade_id" AND a.price IS NOT NULL;
