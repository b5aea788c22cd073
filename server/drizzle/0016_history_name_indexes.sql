CREATE INDEX `card_games_game_date` ON `card_games` (`game_name`,`date`);--> statement-breakpoint
CREATE INDEX `card_purchases_kiosk_date` ON `card_purchases` (`kiosk_name`,`date`);