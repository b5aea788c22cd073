CREATE INDEX `cards_tokens` ON `cards` (`balance_tokens`,`number`);--> statement-breakpoint
CREATE INDEX `cards_free_tokens` ON `cards` (`balance_free_tokens`,`number`);--> statement-breakpoint
CREATE INDEX `cards_active` ON `cards` (`is_active`,`number`);--> statement-breakpoint
CREATE INDEX `customers_search_name` ON `customers` (`search_last`,`search_first`);