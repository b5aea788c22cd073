CREATE TABLE `staff_card_games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_card_number` text NOT NULL,
	`employee_name` text,
	`date` text NOT NULL,
	`game_name` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_card_games_card_date` ON `staff_card_games` (`staff_card_number`,`date`);--> statement-breakpoint
CREATE INDEX `staff_card_games_date` ON `staff_card_games` (`date`);--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`content` text NOT NULL,
	`amount` real NOT NULL,
	`receipt_id` integer,
	`kiosk_name` text,
	`state` text NOT NULL,
	`type` text NOT NULL,
	`version` text NOT NULL,
	FOREIGN KEY (`receipt_id`) REFERENCES `receipts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bank_transactions_date` ON `bank_transactions` (`date`);--> statement-breakpoint
CREATE INDEX `bank_transactions_receipt` ON `bank_transactions` (`receipt_id`);--> statement-breakpoint
CREATE TABLE `customer_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`date` text NOT NULL,
	`kiosk_name` text,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`company_name` text,
	`billing_address` text NOT NULL,
	`payment_method` text NOT NULL,
	`paid_at` text,
	`type` text NOT NULL,
	`total_ht` real NOT NULL,
	`total_ttc` real NOT NULL,
	`tokens` integer NOT NULL,
	`free_tokens` integer NOT NULL,
	`receipt_id` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`receipt_id`) REFERENCES `receipts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_invoices_number_unique` ON `customer_invoices` (`number`);--> statement-breakpoint
CREATE INDEX `customer_invoices_date` ON `customer_invoices` (`date`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`amount` real NOT NULL,
	`kiosk_name` text,
	`payment_method` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `receipts_date` ON `receipts` (`date`);--> statement-breakpoint
ALTER TABLE `card_purchases` ADD `receipt_id` integer REFERENCES receipts(id);--> statement-breakpoint
CREATE INDEX `card_purchases_receipt` ON `card_purchases` (`receipt_id`);--> statement-breakpoint
CREATE INDEX `card_purchases_invoice` ON `card_purchases` (`invoice_id`);--> statement-breakpoint
ALTER TABLE `card_snacks` ADD `type` text DEFAULT 'Snack' NOT NULL;--> statement-breakpoint
-- Before this migration invoice_id held placeholders that named no invoice: none is an invoice yet.
UPDATE `card_purchases` SET `invoice_id` = NULL;