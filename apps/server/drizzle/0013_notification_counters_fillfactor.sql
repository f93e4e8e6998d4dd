-- HOT updates for the fan-out's 100,000 counter bumps: room left on every page (see notifications.tables.ts).
ALTER TABLE "notification_counters" SET (fillfactor = 50);
