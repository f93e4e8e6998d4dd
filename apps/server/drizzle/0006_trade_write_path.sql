-- No query reads these two indexes (the lifecycle engine keeps open trades and deadlines in memory),
-- yet both contain status, so every engine transition had to rewrite every index of the row.
DROP INDEX "trades_open_by_security_idx";--> statement-breakpoint
DROP INDEX "trades_status_expires_idx";--> statement-breakpoint
-- Leave room on each page so a transition's new row version can stay beside the old one (HOT update).
ALTER TABLE "trades" SET (fillfactor = 80);
