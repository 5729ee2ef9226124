ALTER TABLE `guides` ADD `image_alt` text;--> statement-breakpoint
ALTER TABLE `guides` ADD `settings` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `troubleshooting_entries` ADD `products` text DEFAULT '[]' NOT NULL;