CREATE TABLE `ai_message_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`session_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ai_message_events_created_idx` ON `ai_message_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `ai_message_events_user_idx` ON `ai_message_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ai_usage` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chat_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_sessions_user_idx` ON `chat_sessions` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_read_idx` ON `contact_messages` (`is_read`);--> statement-breakpoint
CREATE TABLE `equipment` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`price` real NOT NULL,
	`price_checked_on` text,
	`rating` real,
	`recommended` integer DEFAULT false NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`affiliate_link` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `equipment_category_idx` ON `equipment` (`category`,`sort_order`);--> statement-breakpoint
CREATE INDEX `equipment_recommended_idx` ON `equipment` (`recommended`,`sort_order`);--> statement-breakpoint
CREATE INDEX `equipment_sort_idx` ON `equipment` (`sort_order`);--> statement-breakpoint
CREATE TABLE `guides` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`category` text,
	`difficulty` text NOT NULL,
	`estimated_time` text,
	`image_url` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`troubleshooting` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE INDEX `guides_category_idx` ON `guides` (`category`,`sort_order`);--> statement-breakpoint
CREATE INDEX `guides_sort_idx` ON `guides` (`sort_order`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `partnership_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`website` text,
	`partnership_type` text NOT NULL,
	`description` text NOT NULL,
	`experience` text,
	`location` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `partnership_applications_created_idx` ON `partnership_applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `press_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`substrate` text NOT NULL,
	`substrate_group` text NOT NULL,
	`temperature_f_min` integer,
	`temperature_f_max` integer,
	`temperature_c_min` integer,
	`temperature_c_max` integer,
	`time` text,
	`pressure` text,
	`notes` text NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `press_settings_group_idx` ON `press_settings` (`substrate_group`,`sort_order`);--> statement-breakpoint
CREATE TABLE `saved_guides` (
	`user_id` text NOT NULL,
	`guide_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `guide_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guide_id`) REFERENCES `guides`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_guides_user_idx` ON `saved_guides` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `supplier_categories` (
	`supplier_id` text NOT NULL,
	`category` text NOT NULL,
	PRIMARY KEY(`supplier_id`, `category`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_categories_category_idx` ON `supplier_categories` (`category`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`website` text NOT NULL,
	`rating` real,
	`review_count` integer DEFAULT 0 NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`location` text,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `suppliers_verified_idx` ON `suppliers` (`verified`,`sort_order`);--> statement-breakpoint
CREATE INDEX `suppliers_sort_idx` ON `suppliers` (`sort_order`);--> statement-breakpoint
CREATE TABLE `troubleshooting_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`symptom` text NOT NULL,
	`summary` text NOT NULL,
	`keywords` text DEFAULT '[]' NOT NULL,
	`causes` text DEFAULT '[]' NOT NULL,
	`guides` text DEFAULT '[]' NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`subscription_status` text,
	`trial_end` integer,
	`subscription_canceled` integer DEFAULT false NOT NULL,
	`next_payment_date` integer,
	`subscription_end_date` integer,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripe_customer_unique` ON `users` (`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_tier_idx` ON `users` (`subscription_tier`);