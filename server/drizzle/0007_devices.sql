CREATE TABLE `device_commands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target` text NOT NULL,
	`serial_number` text NOT NULL,
	`command` text NOT NULL,
	`payload` text,
	`employee_id` integer,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`delivered_at` text,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `device_commands_target` ON `device_commands` (`target`,`serial_number`,`delivered_at`);--> statement-breakpoint
CREATE TABLE `device_translations` (
	`language` text NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`language`, `key`)
);
--> statement-breakpoint
CREATE TABLE `update_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version` text NOT NULL,
	`type` integer NOT NULL,
	`url` text NOT NULL,
	`md5` text NOT NULL,
	`time_slots` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `smart_touches` ADD `brightness` integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE `smart_touches` ADD `volume` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `smart_touches` ADD `language` text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
-- A device with no game and no kiosk stays in maintenance (spec section 4), whatever unlinked it.
UPDATE `smart_touches` SET `maintenance` = 1 WHERE `game_id` IS NULL AND `id` NOT IN (SELECT `smart_touch_id` FROM `kiosks` WHERE `smart_touch_id` IS NOT NULL);--> statement-breakpoint
CREATE TRIGGER `smart_touches_unlinked_maintenance` AFTER UPDATE OF `game_id`, `maintenance` ON `smart_touches`
WHEN NEW.`maintenance` = 0 AND NEW.`game_id` IS NULL AND NOT EXISTS (SELECT 1 FROM `kiosks` WHERE `smart_touch_id` = NEW.`id`)
BEGIN UPDATE `smart_touches` SET `maintenance` = 1 WHERE `id` = NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `kiosks_unlink_maintenance` AFTER UPDATE OF `smart_touch_id` ON `kiosks`
WHEN OLD.`smart_touch_id` IS NOT NULL AND OLD.`smart_touch_id` IS NOT NEW.`smart_touch_id`
BEGIN UPDATE `smart_touches` SET `maintenance` = 1 WHERE `id` = OLD.`smart_touch_id` AND `game_id` IS NULL; END;--> statement-breakpoint
CREATE TRIGGER `kiosks_delete_maintenance` AFTER DELETE ON `kiosks`
WHEN OLD.`smart_touch_id` IS NOT NULL
BEGIN UPDATE `smart_touches` SET `maintenance` = 1 WHERE `id` = OLD.`smart_touch_id` AND `game_id` IS NULL; END;
