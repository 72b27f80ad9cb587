CREATE TABLE `password_resets` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`fund_password_hash` text,
	`status` integer DEFAULT 1 NOT NULL,
	`level` text DEFAULT 'Ordinary' NOT NULL,
	`credits` integer DEFAULT 100 NOT NULL,
	`integral` integer DEFAULT 0 NOT NULL,
	`invite_code` text NOT NULL,
	`invited_by` integer,
	`realname_status` integer DEFAULT 0 NOT NULL,
	`last_login_at` integer,
	`login_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_invite_code_unique` ON `users` (`invite_code`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`image` text NOT NULL,
	`link` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`author` text NOT NULL,
	`release_time` integer NOT NULL,
	`popup` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `candles` (
	`symbol` text NOT NULL,
	`interval` text NOT NULL,
	`time` integer NOT NULL,
	`open` integer NOT NULL,
	`high` integer NOT NULL,
	`low` integer NOT NULL,
	`close` integer NOT NULL,
	`volume` integer NOT NULL,
	`turnover` integer NOT NULL,
	PRIMARY KEY(`symbol`, `interval`, `time`)
);
--> statement-breakpoint
CREATE TABLE `market_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ticks` (
	`symbol` text NOT NULL,
	`time` integer NOT NULL,
	`price` integer NOT NULL,
	`volume` integer NOT NULL,
	PRIMARY KEY(`symbol`, `time`)
);
--> statement-breakpoint
CREATE INDEX `ticks_time_idx` ON `ticks` (`time`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`periods` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_symbol_unique` ON `products` (`symbol`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX `trade_orders_user_settled_idx` ON `trade_orders` (`user_id`,`settled_at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `uploads_user_idx` ON `uploads` (`user_id`);--> statement-breakpoint
CREATE TABLE `accounts` (
	`user_id` integer NOT NULL,
	`asset` text NOT NULL,
	`available` integer DEFAULT 0 NOT NULL,
	`locked` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `asset`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "accounts_available_nonnegative" CHECK("accounts"."available" >= 0),
	CONSTRAINT "accounts_locked_nonnegative" CHECK("accounts"."locked" >= 0)
);
--> statement-breakpoint
CREATE TABLE `idempotency` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`call` text NOT NULL,
	`response` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
CREATE INDEX `ledger_user_idx` ON `ledger` (`user_id`,`id`);