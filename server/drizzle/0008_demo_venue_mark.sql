-- A database seeded by an earlier version with the demo venue (its site is the seed's) is marked as
-- the demo, so it keeps starting with the README's secrets (server/db/prepare.ts, server/main.ts).
INSERT OR IGNORE INTO `settings` (`key`, `value`)
SELECT 'demo_venue', '1' FROM `sites` WHERE `id` = 1 AND `name` = 'Parc Demo' AND `number` = '0042';
