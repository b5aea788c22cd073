CREATE TABLE `bonus_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_number` text NOT NULL,
	`amount` integer NOT NULL,
	`comment` text NOT NULL,
	`employee_id` integer,
	`date` text NOT NULL,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `card_games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_number` text NOT NULL,
	`date` text NOT NULL,
	`game_name` text NOT NULL,
	`tokens` integer NOT NULL,
	`free_tokens` integer NOT NULL,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_games_card_date` ON `card_games` (`card_number`,`date`);--> statement-breakpoint
CREATE TABLE `card_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_number` text NOT NULL,
	`date` text NOT NULL,
	`type` text NOT NULL,
	`amount` real NOT NULL,
	`tokens` integer NOT NULL,
	`free_tokens` integer NOT NULL,
	`kiosk_name` text,
	`invoice_id` integer,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_purchases_card_date` ON `card_purchases` (`card_number`,`date`);--> statement-breakpoint
CREATE TABLE `card_snacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_number` text NOT NULL,
	`date` text NOT NULL,
	`product_name` text NOT NULL,
	`token_price` real NOT NULL,
	`state` text NOT NULL,
	FOREIGN KEY (`card_number`) REFERENCES `cards`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_snacks_card_date` ON `card_snacks` (`card_number`,`date`);--> statement-breakpoint
CREATE TABLE `cards` (
	`number` text PRIMARY KEY NOT NULL,
	`public_number` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`activation_date` text,
	`expiration_date` text,
	`balance_tokens` integer DEFAULT 0 NOT NULL,
	`balance_free_tokens` integer DEFAULT 0 NOT NULL,
	`total_purchased_tokens` integer DEFAULT 0 NOT NULL,
	`customer_id` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cards_public_number_unique` ON `cards` (`public_number`);--> statement-breakpoint
CREATE INDEX `cards_customer` ON `cards` (`customer_id`);--> statement-breakpoint
CREATE TABLE `staff_cards` (
	`number` text PRIMARY KEY NOT NULL,
	`public_number` text NOT NULL,
	`employee_id` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_cards_public_number_unique` ON `staff_cards` (`public_number`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`phone_number` text,
	`street` text,
	`postal_code` text,
	`city` text,
	`birth_date` text,
	`email_sponsor` text,
	`news_letter` integer DEFAULT false NOT NULL,
	`created_date` text NOT NULL,
	`site_id` integer NOT NULL,
	`last_connection_date` text,
	`last_purchase_date` text,
	`fidelity_points` integer DEFAULT 0 NOT NULL,
	`inactivity_reminder_sent` integer DEFAULT false NOT NULL,
	`social_handles` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customers_created` ON `customers` (`created_date`);--> statement-breakpoint
CREATE INDEX `customers_last_name` ON `customers` (`last_name`);--> statement-breakpoint
CREATE TABLE `kiosk_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kiosk_id` integer,
	`date` text NOT NULL,
	`card_number` text,
	`amount` real NOT NULL,
	`tokens` integer NOT NULL,
	`payment_method` text NOT NULL,
	FOREIGN KEY (`kiosk_id`) REFERENCES `kiosks`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `kiosk_purchases_kiosk_date` ON `kiosk_purchases` (`kiosk_id`,`date`);--> statement-breakpoint
CREATE TABLE `kiosks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`serial_number` text NOT NULL,
	`ping_delay` integer DEFAULT 300 NOT NULL,
	`type` text NOT NULL,
	`payment_method_accepted` text,
	`smart_touch_id` integer,
	`state` integer DEFAULT 1 NOT NULL,
	`last_ping` text,
	`version` text,
	`is_snack` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`smart_touch_id`) REFERENCES `smart_touches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_serial_number_unique` ON `kiosks` (`serial_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `kiosks_smart_touch_id_unique` ON `kiosks` (`smart_touch_id`);--> statement-breakpoint
CREATE TABLE `smart_touches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial_number` text NOT NULL,
	`game_id` integer,
	`state` text DEFAULT 'OK' NOT NULL,
	`last_ip` text,
	`last_ping` text,
	`software_version` text,
	`hardware_version` text,
	`maintenance` integer DEFAULT false NOT NULL,
	`tap_delay` integer DEFAULT 2 NOT NULL,
	`ping_delay` integer DEFAULT 300 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `smart_touches_serial_number_unique` ON `smart_touches` (`serial_number`);