ALTER TABLE `kiosks` ADD `key_hash` text;--> statement-breakpoint
ALTER TABLE `kiosks` ADD `key_issued_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_key_hash_unique` ON `kiosks` (`key_hash`);--> statement-breakpoint
ALTER TABLE `smart_touches` ADD `key_hash` text;--> statement-breakpoint
ALTER TABLE `smart_touches` ADD `key_issued_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `smart_touches_key_hash_unique` ON `smart_touches` (`key_hash`);