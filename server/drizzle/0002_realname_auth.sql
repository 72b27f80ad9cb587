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