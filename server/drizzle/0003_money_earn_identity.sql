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
CREATE INDEX `withdrawals_notified_idx` ON `withdrawals` (`notified`);--> statement-breakpoint
CREATE TABLE `earn_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`terms` text NOT NULL,
	`principal` integer NOT NULL,
	`daily_rate` integer NOT NULL,
	`breach_rate` integer NOT NULL,
	`cycle_days` integer NOT NULL,
	`day_ms` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`paid_days` integer DEFAULT 0 NOT NULL,
	`next_due_at` integer NOT NULL,
	`earned` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'hosting' NOT NULL,
	`penalty` integer,
	`refund` integer,
	`ended_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "earn_orders_principal_positive" CHECK("earn_orders"."principal" > 0),
	CONSTRAINT "earn_orders_schedule" CHECK("earn_orders"."ends_at" = "earn_orders"."starts_at" + "earn_orders"."cycle_days" * "earn_orders"."day_ms"),
	CONSTRAINT "earn_orders_next_due" CHECK("earn_orders"."next_due_at" = "earn_orders"."starts_at" + ("earn_orders"."paid_days" + 1) * "earn_orders"."day_ms"),
	CONSTRAINT "earn_orders_paid_days" CHECK("earn_orders"."paid_days" >= 0 AND "earn_orders"."paid_days" <= "earn_orders"."cycle_days"),
	CONSTRAINT "earn_orders_ended" CHECK(("earn_orders"."status" = 'hosting' AND "earn_orders"."ended_at" IS NULL) OR ("earn_orders"."status" = 'settled' AND "earn_orders"."paid_days" = "earn_orders"."cycle_days" AND "earn_orders"."ended_at" IS NOT NULL) OR ("earn_orders"."status" = 'cancelled' AND "earn_orders"."penalty" IS NOT NULL AND "earn_orders"."refund" IS NOT NULL AND "earn_orders"."ended_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `earn_orders_due_idx` ON `earn_orders` (`status`,`next_due_at`);--> statement-breakpoint
CREATE INDEX `earn_orders_user_idx` ON `earn_orders` (`user_id`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `earn_payouts` (
	`order_id` integer NOT NULL,
	`day` integer NOT NULL,
	`amount` integer NOT NULL,
	`paid_at` integer NOT NULL,
	PRIMARY KEY(`order_id`, `day`),
	FOREIGN KEY (`order_id`) REFERENCES `earn_orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "earn_payouts_day" CHECK("earn_payouts"."day" >= 1)
);
--> statement-breakpoint
CREATE TABLE `earn_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`daily_rate` integer NOT NULL,
	`cycle_days` integer NOT NULL,
	`min` integer NOT NULL,
	`max` integer NOT NULL,
	`dividend_time` text NOT NULL,
	`custodian` text NOT NULL,
	`breach_rate` integer NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "earn_products_rates" CHECK("earn_products"."daily_rate" >= 0 AND "earn_products"."breach_rate" >= 0 AND "earn_products"."breach_rate" <= 1000000),
	CONSTRAINT "earn_products_cycle" CHECK("earn_products"."cycle_days" > 0),
	CONSTRAINT "earn_products_limits" CHECK("earn_products"."min" > 0 AND "earn_products"."max" >= "earn_products"."min")
);
--> statement-breakpoint
CREATE TABLE `exchanges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`from_asset` text NOT NULL,
	`to_asset` text NOT NULL,
	`amount` integer NOT NULL,
	`rate` integer NOT NULL,
	`fee` integer NOT NULL,
	`received` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `exchanges_user_idx` ON `exchanges` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `realname_auth` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`idcard` text NOT NULL,
	`front` text NOT NULL,
	`contrary` text NOT NULL,
	`status` integer NOT NULL,
	`reason` text,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`notified_status` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `realname_auth_status_idx` ON `realname_auth` (`status`,`submitted_at`);