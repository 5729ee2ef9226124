CREATE TABLE `web_vitals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `web_vitals_created_idx` ON `web_vitals` (`created_at`);