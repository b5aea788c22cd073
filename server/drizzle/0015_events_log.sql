CREATE TABLE `monitor_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`type` text NOT NULL,
	`machine_name` text NOT NULL,
	`employee_id` integer,
	`employee_name` text,
	`card_number` text,
	`detail` text,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `monitor_actions_date` ON `monitor_actions` (`date`);--> statement-breakpoint
CREATE INDEX `monitor_actions_type_date` ON `monitor_actions` (`type`,`date`);--> statement-breakpoint
CREATE INDEX `monitor_actions_machine_date` ON `monitor_actions` (`machine_name`,`date`);--> statement-breakpoint
-- Append-only (src/contract/monitor.ts): an entry never changes (its author's id may only be
-- emptied when the account is deleted), and none younger than a year is deleted
-- (LOG_RETENTION_DAYS is at least 366: server/monitor/prune.ts).
CREATE TRIGGER `monitor_actions_no_update`
BEFORE UPDATE OF `date`, `type`, `machine_name`, `employee_name`, `card_number`, `detail` ON `monitor_actions`
BEGIN
  SELECT RAISE(ABORT, 'monitor_actions is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `monitor_actions_keep_a_year`
BEFORE DELETE ON `monitor_actions`
WHEN old.`date` >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-366 days')
BEGIN
  SELECT RAISE(ABORT, 'monitor_actions keeps a year');
END;
