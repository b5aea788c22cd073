CREATE TABLE `card_games_daily` (
	`day` text NOT NULL,
	`game_name` text NOT NULL,
	`plays` integer NOT NULL,
	`tokens` integer NOT NULL,
	`free_tokens` integer NOT NULL,
	PRIMARY KEY(`day`, `game_name`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `card_purchases_daily` (
	`day` text NOT NULL,
	`type` text NOT NULL,
	`kiosk_name` text NOT NULL,
	`count` integer NOT NULL,
	`amount` real NOT NULL,
	`tokens` integer NOT NULL,
	`free_tokens` integer NOT NULL,
	PRIMARY KEY(`day`, `type`, `kiosk_name`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `card_snacks_daily` (
	`day` text NOT NULL,
	`type` text NOT NULL,
	`count` integer NOT NULL,
	`token_price` real NOT NULL,
	PRIMARY KEY(`day`, `type`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `card_games_daily_insert` AFTER INSERT ON `card_games` BEGIN
  INSERT INTO `card_games_daily` (`day`, `game_name`, `plays`, `tokens`, `free_tokens`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`game_name`, 1, NEW.`tokens`, NEW.`free_tokens`)
  ON CONFLICT (`day`, `game_name`) DO UPDATE SET `plays` = `plays` + 1,
    `tokens` = `tokens` + excluded.`tokens`, `free_tokens` = `free_tokens` + excluded.`free_tokens`;
END;--> statement-breakpoint
CREATE TRIGGER `card_games_daily_delete` AFTER DELETE ON `card_games` BEGIN
  UPDATE `card_games_daily` SET `plays` = `plays` - 1, `tokens` = `tokens` - OLD.`tokens`,
    `free_tokens` = `free_tokens` - OLD.`free_tokens`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `game_name` = OLD.`game_name`;
  DELETE FROM `card_games_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `game_name` = OLD.`game_name` AND `plays` <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `card_games_daily_update` AFTER UPDATE OF `date`, `game_name`, `tokens`, `free_tokens` ON `card_games` BEGIN
  UPDATE `card_games_daily` SET `plays` = `plays` - 1, `tokens` = `tokens` - OLD.`tokens`,
    `free_tokens` = `free_tokens` - OLD.`free_tokens`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `game_name` = OLD.`game_name`;
  DELETE FROM `card_games_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `game_name` = OLD.`game_name` AND `plays` <= 0;
  INSERT INTO `card_games_daily` (`day`, `game_name`, `plays`, `tokens`, `free_tokens`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`game_name`, 1, NEW.`tokens`, NEW.`free_tokens`)
  ON CONFLICT (`day`, `game_name`) DO UPDATE SET `plays` = `plays` + 1,
    `tokens` = `tokens` + excluded.`tokens`, `free_tokens` = `free_tokens` + excluded.`free_tokens`;
END;--> statement-breakpoint
CREATE TRIGGER `card_purchases_daily_insert` AFTER INSERT ON `card_purchases` BEGIN
  INSERT INTO `card_purchases_daily` (`day`, `type`, `kiosk_name`, `count`, `amount`, `tokens`, `free_tokens`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`type`, coalesce(NEW.`kiosk_name`, ''), 1, NEW.`amount`, NEW.`tokens`, NEW.`free_tokens`)
  ON CONFLICT (`day`, `type`, `kiosk_name`) DO UPDATE SET `count` = `count` + 1,
    `amount` = `amount` + excluded.`amount`, `tokens` = `tokens` + excluded.`tokens`,
    `free_tokens` = `free_tokens` + excluded.`free_tokens`;
END;--> statement-breakpoint
CREATE TRIGGER `card_purchases_daily_delete` AFTER DELETE ON `card_purchases` BEGIN
  UPDATE `card_purchases_daily` SET `count` = `count` - 1, `amount` = `amount` - OLD.`amount`,
    `tokens` = `tokens` - OLD.`tokens`, `free_tokens` = `free_tokens` - OLD.`free_tokens`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `kiosk_name` = coalesce(OLD.`kiosk_name`, '');
  DELETE FROM `card_purchases_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `kiosk_name` = coalesce(OLD.`kiosk_name`, '') AND `count` <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `card_purchases_daily_update` AFTER UPDATE OF `date`, `type`, `kiosk_name`, `amount`, `tokens`, `free_tokens` ON `card_purchases` BEGIN
  UPDATE `card_purchases_daily` SET `count` = `count` - 1, `amount` = `amount` - OLD.`amount`,
    `tokens` = `tokens` - OLD.`tokens`, `free_tokens` = `free_tokens` - OLD.`free_tokens`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `kiosk_name` = coalesce(OLD.`kiosk_name`, '');
  DELETE FROM `card_purchases_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `kiosk_name` = coalesce(OLD.`kiosk_name`, '') AND `count` <= 0;
  INSERT INTO `card_purchases_daily` (`day`, `type`, `kiosk_name`, `count`, `amount`, `tokens`, `free_tokens`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`type`, coalesce(NEW.`kiosk_name`, ''), 1, NEW.`amount`, NEW.`tokens`, NEW.`free_tokens`)
  ON CONFLICT (`day`, `type`, `kiosk_name`) DO UPDATE SET `count` = `count` + 1,
    `amount` = `amount` + excluded.`amount`, `tokens` = `tokens` + excluded.`tokens`,
    `free_tokens` = `free_tokens` + excluded.`free_tokens`;
END;--> statement-breakpoint
CREATE TRIGGER `card_snacks_daily_insert` AFTER INSERT ON `card_snacks` BEGIN
  INSERT INTO `card_snacks_daily` (`day`, `type`, `count`, `token_price`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`type`, 1, NEW.`token_price`)
  ON CONFLICT (`day`, `type`) DO UPDATE SET `count` = `count` + 1,
    `token_price` = `token_price` + excluded.`token_price`;
END;--> statement-breakpoint
CREATE TRIGGER `card_snacks_daily_delete` AFTER DELETE ON `card_snacks` BEGIN
  UPDATE `card_snacks_daily` SET `count` = `count` - 1, `token_price` = `token_price` - OLD.`token_price`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type`;
  DELETE FROM `card_snacks_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `count` <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `card_snacks_daily_update` AFTER UPDATE OF `date`, `type`, `token_price` ON `card_snacks` BEGIN
  UPDATE `card_snacks_daily` SET `count` = `count` - 1, `token_price` = `token_price` - OLD.`token_price`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type`;
  DELETE FROM `card_snacks_daily`
  WHERE `day` = date(OLD.`date`, 'localtime') AND `type` = OLD.`type` AND `count` <= 0;
  INSERT INTO `card_snacks_daily` (`day`, `type`, `count`, `token_price`)
  VALUES (date(NEW.`date`, 'localtime'), NEW.`type`, 1, NEW.`token_price`)
  ON CONFLICT (`day`, `type`) DO UPDATE SET `count` = `count` + 1,
    `token_price` = `token_price` + excluded.`token_price`;
END;--> statement-breakpoint
INSERT INTO `card_games_daily` (`day`, `game_name`, `plays`, `tokens`, `free_tokens`)
SELECT date(`date`, 'localtime'), `game_name`, count(*), sum(`tokens`), sum(`free_tokens`)
FROM `card_games` GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO `card_purchases_daily` (`day`, `type`, `kiosk_name`, `count`, `amount`, `tokens`, `free_tokens`)
SELECT date(`date`, 'localtime'), `type`, coalesce(`kiosk_name`, ''), count(*), sum(`amount`), sum(`tokens`), sum(`free_tokens`)
FROM `card_purchases` GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO `card_snacks_daily` (`day`, `type`, `count`, `token_price`)
SELECT date(`date`, 'localtime'), `type`, count(*), sum(`token_price`)
FROM `card_snacks` GROUP BY 1, 2;
