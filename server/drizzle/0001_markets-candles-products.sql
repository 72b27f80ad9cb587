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
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`periods` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_symbol_unique` ON `products` (`symbol`);