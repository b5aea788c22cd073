CREATE TABLE `event_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`claim_id` integer NOT NULL,
	`card_number` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `event_claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_cards_event` ON `event_cards` (`event_id`);--> statement-breakpoint
CREATE INDEX `event_cards_claim` ON `event_cards` (`claim_id`);--> statement-breakpoint
CREATE TABLE `event_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`date` text NOT NULL,
	`claimed_by` text NOT NULL,
	`kiosk_name` text,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_claims_event` ON `event_claims` (`event_id`,`date`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`code` text NOT NULL,
	`event_date` text NOT NULL,
	`created_date` text NOT NULL,
	`slot` text NOT NULL,
	`begin_hour` text NOT NULL,
	`end_hour` text NOT NULL,
	`booker_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`country` text NOT NULL,
	`postal_code` text NOT NULL,
	`child_name` text,
	`child_birth_date` text,
	`child_gender` text,
	`formula` text NOT NULL,
	`cake` text,
	`comment` text,
	`cards_ordered` integer NOT NULL,
	`cards_previously_ordered` integer DEFAULT 0 NOT NULL,
	`units_per_card` integer NOT NULL,
	`bonus_units_per_card` integer NOT NULL,
	`price_excl_vat` real NOT NULL,
	`price_incl_vat` real NOT NULL,
	`vat_rate` real NOT NULL,
	`payment_method` text NOT NULL,
	`payment_reference` text,
	`invoice_id` integer,
	`kiosk_name` text,
	`cancelled` integer DEFAULT false NOT NULL,
	`creator` text NOT NULL,
	`culture` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `customer_invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_code_unique` ON `events` (`code`);--> statement-breakpoint
CREATE INDEX `events_kind_day` ON `events` (`kind`,`event_date`,`begin_hour`);