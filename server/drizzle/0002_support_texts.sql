ALTER TABLE `banners` ADD `subtitle` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `tone` text DEFAULT 'blue' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `translations` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` DROP COLUMN `image`;--> statement-breakpoint
ALTER TABLE `notices` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `translations` text DEFAULT '{}' NOT NULL;
