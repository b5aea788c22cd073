-- Replaced by card_operations (0005), where its rows were copied.
DROP TABLE `bonus_adjustments`;