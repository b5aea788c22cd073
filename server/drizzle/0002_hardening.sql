CREATE TABLE `employee_sessions` (
	`employee_id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `card_number_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`card_number` text,
	`staff_card_number` text,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_card_number`) REFERENCES `staff_cards`(`number`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_number_keys_card` ON `card_number_keys` (`card_number`);--> statement-breakpoint
CREATE INDEX `card_number_keys_staff` ON `card_number_keys` (`staff_card_number`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_idempotency_keys` (
	`key` text NOT NULL,
	`employee_id` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`fingerprint` text DEFAULT '' NOT NULL,
	`status` integer NOT NULL,
	`content_type` text,
	`content_disposition` text,
	`body` blob,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`key`, `employee_id`)
);
--> statement-breakpoint
INSERT INTO `__new_idempotency_keys`("key", "employee_id", "method", "path", "fingerprint", "status", "content_type", "content_disposition", "body", "created_at") SELECT "key", "employee_id", "method", "path", '', "status", CASE WHEN "body" IS NULL THEN NULL ELSE 'application/json; charset=UTF-8' END, NULL, CAST("body" AS BLOB), "created_at" FROM `idempotency_keys`;--> statement-breakpoint
DROP TABLE `idempotency_keys`;--> statement-breakpoint
ALTER TABLE `__new_idempotency_keys` RENAME TO `idempotency_keys`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `idempotency_keys_created` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_employee_created` ON `idempotency_keys` (`employee_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `session_ends_at` integer;;--> statement-breakpoint
INSERT OR IGNORE INTO `card_number_keys` (`key`, `card_number`) SELECT upper(trim(`number`)), `number` FROM `cards`;--> statement-breakpoint
INSERT OR IGNORE INTO `card_number_keys` (`key`, `card_number`) SELECT upper(trim(`public_number`)), `number` FROM `cards`;--> statement-breakpoint
INSERT OR IGNORE INTO `card_number_keys` (`key`, `staff_card_number`) SELECT upper(trim(`number`)), `number` FROM `staff_cards`;--> statement-breakpoint
INSERT OR IGNORE INTO `card_number_keys` (`key`, `staff_card_number`) SELECT upper(trim(`public_number`)), `number` FROM `staff_cards`;--> statement-breakpoint
CREATE TRIGGER `cards_balance_bounds_insert` BEFORE INSERT ON `cards`
WHEN typeof(NEW.`balance_tokens`) != 'integer' OR NEW.`balance_tokens` NOT BETWEEN 0 AND 1000000
  OR typeof(NEW.`balance_free_tokens`) != 'integer' OR NEW.`balance_free_tokens` NOT BETWEEN 0 AND 1000000
  OR typeof(NEW.`total_purchased_tokens`) != 'integer' OR NEW.`total_purchased_tokens` NOT BETWEEN 0 AND 100000000
BEGIN SELECT RAISE(ABORT, 'balance_limit'); END;--> statement-breakpoint
CREATE TRIGGER `cards_balance_bounds_update` BEFORE UPDATE OF `balance_tokens`, `balance_free_tokens`, `total_purchased_tokens` ON `cards`
WHEN typeof(NEW.`balance_tokens`) != 'integer' OR NEW.`balance_tokens` NOT BETWEEN 0 AND 1000000
  OR typeof(NEW.`balance_free_tokens`) != 'integer' OR NEW.`balance_free_tokens` NOT BETWEEN 0 AND 1000000
  OR typeof(NEW.`total_purchased_tokens`) != 'integer' OR NEW.`total_purchased_tokens` NOT BETWEEN 0 AND 100000000
BEGIN SELECT RAISE(ABORT, 'balance_limit'); END;--> statement-breakpoint
CREATE TRIGGER `bonus_adjustments_bounds` BEFORE INSERT ON `bonus_adjustments`
WHEN typeof(NEW.`amount`) != 'integer' OR NEW.`amount` NOT BETWEEN -10000 AND 10000
BEGIN SELECT RAISE(ABORT, 'balance_limit'); END;
