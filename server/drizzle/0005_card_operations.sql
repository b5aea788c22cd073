CREATE TABLE `card_operations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_number` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer,
	`tokens` integer,
	`free_tokens` integer,
	`other_card` text,
	`customer_name` text,
	`comment` text,
	`employee_id` integer,
	`date` text NOT NULL,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `card_operations_card_date` ON `card_operations` (`card_number`,`date`);--> statement-breakpoint
-- The bounds of src/contract/limits.ts, as for the balances (0002_hardening.sql).
CREATE TRIGGER `card_operations_bounds` BEFORE INSERT ON `card_operations`
WHEN (NEW.`amount` IS NOT NULL AND (typeof(NEW.`amount`) != 'integer' OR NEW.`amount` NOT BETWEEN -10000 AND 10000))
  OR (NEW.`tokens` IS NOT NULL AND (typeof(NEW.`tokens`) != 'integer' OR NEW.`tokens` NOT BETWEEN 0 AND 1000000))
  OR (NEW.`free_tokens` IS NOT NULL AND (typeof(NEW.`free_tokens`) != 'integer' OR NEW.`free_tokens` NOT BETWEEN 0 AND 1000000))
BEGIN SELECT RAISE(ABORT, 'balance_limit'); END;--> statement-breakpoint
-- The bonus adjustments kept so far become the first operations (0006 drops their table).
INSERT INTO `card_operations` (`card_number`, `kind`, `amount`, `comment`, `employee_id`, `date`)
SELECT `card_number`, 'bonus', `amount`, `comment`, `employee_id`, `date` FROM `bonus_adjustments` ORDER BY `id`;
