CREATE TABLE `planning_period_categories` (
	`period_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`period_id`, `category_id`),
	FOREIGN KEY (`period_id`) REFERENCES `planning_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `game_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planning_period_categories_category` ON `planning_period_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `planning_period_games` (
	`period_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	PRIMARY KEY(`period_id`, `game_id`),
	FOREIGN KEY (`period_id`) REFERENCES `planning_periods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planning_period_games_game` ON `planning_period_games` (`game_id`);--> statement-breakpoint
CREATE TABLE `planning_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`days` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`from_date` text,
	`to_date` text,
	`excluded_dates` text NOT NULL,
	`percent` integer,
	`all_games` integer NOT NULL,
	CONSTRAINT "planning_periods_percent" CHECK(("planning_periods"."kind" = 'HappyHour' AND "planning_periods"."percent" BETWEEN 1 AND 100) OR ("planning_periods"."kind" = 'FreePlay' AND "planning_periods"."percent" IS NULL)),
	CONSTRAINT "planning_periods_times" CHECK("planning_periods"."start_time" <> "planning_periods"."end_time")
);
