ALTER TABLE `ledger` ADD `event_id` integer;--> statement-breakpoint
CREATE INDEX `ledger_event_idx` ON `ledger` (`event_id`);--> statement-breakpoint
-- Entries written before events were recorded: the parts that one write added after its first entry
-- (same user, reference and instant) join that entry's event.
UPDATE `ledger` SET `event_id` = (
	SELECT min(`first`.`id`) FROM `ledger` AS `first`
	WHERE `first`.`user_id` = `ledger`.`user_id` AND `first`.`ref` = `ledger`.`ref`
		AND `first`.`created_at` = `ledger`.`created_at` AND `first`.`id` < `ledger`.`id`
) WHERE `ref` IS NOT NULL AND `kind` IN ('exchange_fee', 'exchange_in', 'withdraw_fee', 'earn_penalty', 'demo_credit');
