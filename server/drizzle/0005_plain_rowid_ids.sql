PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_trade_orders` (
	`id` integer PRIMARY KEY NOT NULL,
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
	CONSTRAINT "trade_orders_stake_positive" CHECK("__new_trade_orders"."stake" > 0),
	CONSTRAINT "trade_orders_expiry" CHECK("__new_trade_orders"."expires_at" = "__new_trade_orders"."placed_at" + "__new_trade_orders"."seconds" * 1000),
	CONSTRAINT "trade_orders_settled_complete" CHECK(("__new_trade_orders"."status" = 'trading' AND "__new_trade_orders"."result" IS NULL) OR ("__new_trade_orders"."status" = 'closed' AND "__new_trade_orders"."result" IS NOT NULL AND "__new_trade_orders"."close" IS NOT NULL AND "__new_trade_orders"."payout" IS NOT NULL))
);
--> statement-breakpoint
INSERT INTO `__new_trade_orders`("id", "number", "user_id", "product_id", "symbol", "direction", "stake", "seconds", "ratio", "strike", "strike_time", "placed_at", "expires_at", "status", "close", "close_time", "result", "profit", "payout", "settled_at") SELECT "id", "number", "user_id", "product_id", "symbol", "direction", "stake", "seconds", "ratio", "strike", "strike_time", "placed_at", "expires_at", "status", "close", "close_time", "result", "profit", "payout", "settled_at" FROM `trade_orders`;--> statement-breakpoint
DROP TABLE `trade_orders`;--> statement-breakpoint
ALTER TABLE `__new_trade_orders` RENAME TO `trade_orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `trade_orders_number_unique` ON `trade_orders` (`number`);--> statement-breakpoint
CREATE INDEX `trade_orders_due_idx` ON `trade_orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `trade_orders_user_idx` ON `trade_orders` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `trade_orders_user_settled_idx` ON `trade_orders` (`user_id`,`settled_at`) WHERE "trade_orders"."settled_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_ledger` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`asset` text NOT NULL,
	`amount` integer NOT NULL,
	`locked_amount` integer NOT NULL,
	`kind` text NOT NULL,
	`ref` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_ledger`("id", "user_id", "asset", "amount", "locked_amount", "kind", "ref", "created_at") SELECT "id", "user_id", "asset", "amount", "locked_amount", "kind", "ref", "created_at" FROM `ledger`;--> statement-breakpoint
DROP TABLE `ledger`;--> statement-breakpoint
ALTER TABLE `__new_ledger` RENAME TO `ledger`;--> statement-breakpoint
CREATE INDEX `ledger_user_idx` ON `ledger` (`user_id`,`id`);