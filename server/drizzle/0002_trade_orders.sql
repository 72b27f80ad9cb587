CREATE TABLE `trade_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`direction` text NOT NULL,
	`stake` integer NOT NULL,
	`seconds` integer NOT NULL,
	`ratio` integer NOT NULL,
	`strike` integer NOT NULL,
	`strike_time` integer NOT NULL,
	`placed_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'trading' NOT NULL,
	`close` integer,
	`close_time` integer,
	`result` text,
	`profit` integer,
	`payout` integer,
	`settled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "trade_orders_stake_positive" CHECK("trade_orders"."stake" > 0),
	CONSTRAINT "trade_orders_expiry" CHECK("trade_orders"."expires_at" = "trade_orders"."placed_at" + "trade_orders"."seconds" * 1000),
	CONSTRAINT "trade_orders_settled_complete" CHECK(("trade_orders"."status" = 'trading' AND "trade_orders"."result" IS NULL) OR ("trade_orders"."status" = 'closed' AND "trade_orders"."result" IS NOT NULL AND "trade_orders"."close" IS NOT NULL AND "trade_orders"."payout" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_orders_number_unique` ON `trade_orders` (`number`);--> statement-breakpoint
CREATE INDEX `trade_orders_due_idx` ON `trade_orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `trade_orders_user_idx` ON `trade_orders` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `trade_orders_user_settled_idx` ON `trade_orders` (`user_id`,`settled_at`);