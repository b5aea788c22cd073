CREATE INDEX `card_games_date` ON `card_games` (`date`);--> statement-breakpoint
CREATE INDEX `card_purchases_date` ON `card_purchases` (`date`);--> statement-breakpoint
CREATE INDEX `card_snacks_date` ON `card_snacks` (`date`);