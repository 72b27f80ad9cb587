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
CREATE INDEX `exchanges_user_idx` ON `exchanges` (`user_id`,`id`);