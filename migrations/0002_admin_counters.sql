-- Running totals for the admin stats. Counting every row of ai_message_events
-- (a million and more) on each 30-second refresh does not fit the 50 ms budget,
-- so the totals are kept here by triggers: each trigger runs inside the statement
-- that changes the counted table, so a total can neither race nor drift.
-- Ranged figures (this week, today, unread) stay COUNTs over indexes.
-- Read with raw SQL by workers/services/admin.ts; not part of the drizzle schema.
CREATE TABLE `admin_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `admin_counters` (`name`, `value`) VALUES
	('users', (SELECT COUNT(*) FROM `users`)),
	('premium_users', (SELECT COUNT(*) FROM `users` WHERE `subscription_tier` = 'premium')),
	('ai_message_events', (SELECT COUNT(*) FROM `ai_message_events`));
--> statement-breakpoint
CREATE TRIGGER `admin_counters_users_insert` AFTER INSERT ON `users` BEGIN
	UPDATE `admin_counters` SET `value` = `value` + 1 WHERE `name` = 'users';
	UPDATE `admin_counters` SET `value` = `value` + 1 WHERE `name` = 'premium_users' AND NEW.`subscription_tier` = 'premium';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_counters_users_delete` AFTER DELETE ON `users` BEGIN
	UPDATE `admin_counters` SET `value` = `value` - 1 WHERE `name` = 'users';
	UPDATE `admin_counters` SET `value` = `value` - 1 WHERE `name` = 'premium_users' AND OLD.`subscription_tier` = 'premium';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_counters_users_tier` AFTER UPDATE OF `subscription_tier` ON `users`
WHEN OLD.`subscription_tier` IS NOT NEW.`subscription_tier` BEGIN
	UPDATE `admin_counters`
	SET `value` = `value` + (NEW.`subscription_tier` = 'premium') - (OLD.`subscription_tier` = 'premium')
	WHERE `name` = 'premium_users';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_counters_ai_message_events_insert` AFTER INSERT ON `ai_message_events` BEGIN
	UPDATE `admin_counters` SET `value` = `value` + 1 WHERE `name` = 'ai_message_events';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_counters_ai_message_events_delete` AFTER DELETE ON `ai_message_events` BEGIN
	UPDATE `admin_counters` SET `value` = `value` - 1 WHERE `name` = 'ai_message_events';
END;
