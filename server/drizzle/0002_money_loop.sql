CREATE TABLE `bank_cards` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`bank_name` text NOT NULL,
	`card_number` text NOT NULL,
	`holder_name` text NOT NULL,
	`usdt_address` text,
	`usdt_network` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `recharges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`method` text NOT NULL,
	`asset` text NOT NULL,
	`amount` integer NOT NULL,
	`transfer_name` text,
	`screenshot` text,
	`status` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`notified` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "recharges_amount_positive" CHECK("recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `recharges_user_idx` ON `recharges` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `recharges_status_idx` ON `recharges` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `recharges_notified_idx` ON `recharges` (`notified`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`asset` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer NOT NULL,
	`destination` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`notified` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "withdrawals_amount_positive" CHECK("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_fee_range" CHECK("withdrawals"."fee" >= 0 AND "withdrawals"."fee" <= "withdrawals"."amount")
);
--> statement-breakpoint
CREATE INDEX `withdrawals_user_idx` ON `withdrawals` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_idx` ON `withdrawals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawals_notified_idx` ON `withdrawals` (`notified`);