CREATE TABLE `snack_locations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`printer_name` text NOT NULL,
	`type` text NOT NULL,
	`amber_after_minutes` integer DEFAULT 5 NOT NULL,
	`red_after_minutes` integer DEFAULT 10 NOT NULL,
	CONSTRAINT "snack_locations_wait" CHECK("snack_locations"."amber_after_minutes" BETWEEN 1 AND 240 AND "snack_locations"."red_after_minutes" BETWEEN 1 AND 240)
);
--> statement-breakpoint
CREATE TABLE `snack_order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`token_price` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `snack_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `snack_products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "snack_order_lines_quantity" CHECK("snack_order_lines"."quantity" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX `snack_order_lines_order` ON `snack_order_lines` (`order_id`);--> statement-breakpoint
CREATE TABLE `snack_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` integer NOT NULL,
	`card_number` text,
	`kiosk_id` integer,
	`snack_location_id` integer NOT NULL,
	`paid_at` text NOT NULL,
	`state` text DEFAULT 'Paid' NOT NULL,
	`collected_at` text,
	FOREIGN KEY (`kiosk_id`) REFERENCES `kiosks`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`snack_location_id`) REFERENCES `snack_locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `snack_orders_location_paid` ON `snack_orders` (`snack_location_id`,`paid_at`);--> statement-breakpoint
CREATE TABLE `snack_product_categories` (
	`product_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `category_id`),
	FOREIGN KEY (`product_id`) REFERENCES `snack_products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `snack_products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `snack_product_categories_category` ON `snack_product_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `snack_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_en` text,
	`name_es` text,
	`details` text,
	`details_en` text,
	`details_es` text,
	`token_price` integer DEFAULT 0 NOT NULL,
	`fidelity_point_price` integer DEFAULT 0 NOT NULL,
	`taxes_percent` real DEFAULT 10 NOT NULL,
	`order` integer DEFAULT 0 NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`picture` text,
	`snack_location_id` integer,
	`is_category` integer DEFAULT false NOT NULL,
	`type` text DEFAULT 'Snack' NOT NULL,
	FOREIGN KEY (`snack_location_id`) REFERENCES `snack_locations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "snack_products_token_price" CHECK("snack_products"."token_price" BETWEEN 0 AND 1000),
	CONSTRAINT "snack_products_fidelity" CHECK("snack_products"."fidelity_point_price" BETWEEN 0 AND 100000),
	CONSTRAINT "snack_products_taxes" CHECK("snack_products"."taxes_percent" BETWEEN 0 AND 100),
	CONSTRAINT "snack_products_order" CHECK("snack_products"."order" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE INDEX `snack_products_type_order` ON `snack_products` (`type`,`is_category`,`order`);