CREATE TABLE `allowance_memory` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`month` text NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`trial_used` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `trial_used` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `users` SET `trial_used` = true WHERE `trial_end` IS NOT NULL OR `stripe_subscription_id` IS NOT NULL;
