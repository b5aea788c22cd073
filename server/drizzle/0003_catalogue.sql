CREATE TABLE `animations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animations_name_unique` ON `animations` (`name`);--> statement-breakpoint
CREATE TABLE `game_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`token_price` integer NOT NULL,
	`tva` real NOT NULL,
	`animation_id` integer,
	FOREIGN KEY (`animation_id`) REFERENCES `animations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_categories_token_price" CHECK("game_categories"."token_price" BETWEEN 0 AND 1000),
	CONSTRAINT "game_categories_tva" CHECK("game_categories"."tva" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_categories_code_unique` ON `game_categories` (`code`);--> statement-breakpoint
CREATE TABLE `game_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`brand` text NOT NULL,
	`nb_max_smartouchs` integer NOT NULL,
	`game_category_default` integer,
	`max_players` integer NOT NULL,
	`bonus_allowed` integer NOT NULL,
	`unique_code` integer NOT NULL,
	`free_play_delay` integer NOT NULL,
	`happy_hour_delay` integer NOT NULL,
	FOREIGN KEY (`game_category_default`) REFERENCES `game_categories`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "game_types_devices" CHECK("game_types"."nb_max_smartouchs" BETWEEN 1 AND 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_types_name_unique` ON `game_types` (`name`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_type_id` integer NOT NULL,
	`game_category_id` integer NOT NULL,
	`code` text NOT NULL,
	`code_key` text NOT NULL,
	`version` text NOT NULL,
	`purchase_date` text,
	`date_installation` text,
	`purchase_price_cents` integer,
	`seller` text,
	`selling_price_cents` integer,
	`token_price` integer NOT NULL,
	`tva` real NOT NULL,
	`tap_delay` integer DEFAULT 2 NOT NULL,
	`maintenance` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`game_type_id`) REFERENCES `game_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_category_id`) REFERENCES `game_categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "games_token_price" CHECK("games"."token_price" BETWEEN 0 AND 1000),
	CONSTRAINT "games_tva" CHECK("games"."tva" BETWEEN 0 AND 100),
	CONSTRAINT "games_prices" CHECK(coalesce("games"."purchase_price_cents", 0) BETWEEN 0 AND 100000000 AND coalesce("games"."selling_price_cents", 0) BETWEEN 0 AND 100000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_code_key_unique` ON `games` (`code_key`);--> statement-breakpoint
CREATE INDEX `games_type` ON `games` (`game_type_id`);--> statement-breakpoint
CREATE INDEX `games_category` ON `games` (`game_category_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`tokens_amount` integer NOT NULL,
	`free_tokens_amount` integer NOT NULL,
	CONSTRAINT "products_price" CHECK("products"."price_cents" BETWEEN 0 AND 100000000),
	CONSTRAINT "products_units" CHECK("products"."tokens_amount" BETWEEN 0 AND 1000000 AND "products"."free_tokens_amount" BETWEEN 0 AND 1000000)
);
--> statement-breakpoint
CREATE INDEX `smart_touches_game` ON `smart_touches` (`game_id`);--> statement-breakpoint
UPDATE `smart_touches` SET `game_id` = NULL WHERE `game_id` IS NOT NULL AND `game_id` NOT IN (SELECT `id` FROM `games`);--> statement-breakpoint
CREATE TRIGGER `smart_touches_one_owner_game` BEFORE UPDATE OF `game_id` ON `smart_touches`
WHEN NEW.`game_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `kiosks` WHERE `smart_touch_id` = NEW.`id`)
BEGIN SELECT RAISE(ABORT, 'device_unavailable'); END;--> statement-breakpoint
CREATE TRIGGER `kiosks_one_owner_insert` BEFORE INSERT ON `kiosks`
WHEN NEW.`smart_touch_id` IS NOT NULL AND (SELECT `game_id` FROM `smart_touches` WHERE `id` = NEW.`smart_touch_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'device_unavailable'); END;--> statement-breakpoint
CREATE TRIGGER `kiosks_one_owner_update` BEFORE UPDATE OF `smart_touch_id` ON `kiosks`
WHEN NEW.`smart_touch_id` IS NOT NULL AND (SELECT `game_id` FROM `smart_touches` WHERE `id` = NEW.`smart_touch_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'device_unavailable'); END;--> statement-breakpoint
CREATE TRIGGER `games_free_devices` AFTER DELETE ON `games`
BEGIN UPDATE `smart_touches` SET `game_id` = NULL WHERE `game_id` = OLD.`id`; END;
