CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`ch` text NOT NULL,
	`data` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `recharges_notified_idx`;--> statement-breakpoint
ALTER TABLE `recharges` DROP COLUMN `notified`;--> statement-breakpoint
DROP INDEX `withdrawals_notified_idx`;--> statement-breakpoint
ALTER TABLE `withdrawals` DROP COLUMN `notified`;--> statement-breakpoint
ALTER TABLE `realname_auth` DROP COLUMN `notified_status`;