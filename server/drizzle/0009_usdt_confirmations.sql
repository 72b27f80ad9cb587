ALTER TABLE `recharges` ADD `usdt_network` text;--> statement-breakpoint
ALTER TABLE `recharges` ADD `tx_hash` text;--> statement-breakpoint
ALTER TABLE `recharges` ADD `confirmations` integer;--> statement-breakpoint
ALTER TABLE `recharges` ADD `confirmations_required` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `recharges_tx_hash_idx` ON `recharges` (`usdt_network`,`tx_hash`) WHERE "recharges"."tx_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `recharges_unconfirmed_idx` ON `recharges` (`created_at`) WHERE "recharges"."confirmations" < 6;