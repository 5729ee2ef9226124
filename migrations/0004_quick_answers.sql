-- Quick answers and the materials table ("Can I sublimate on ...?"), seeded from content/.
CREATE TABLE `materials` (
	`id` text PRIMARY KEY NOT NULL,
	`material` text NOT NULL,
	`colour` text NOT NULL,
	`aliases` text DEFAULT '[]' NOT NULL,
	`verdict` text NOT NULL,
	`explanation` text NOT NULL,
	`instead` text,
	`settings` text DEFAULT '[]' NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quick_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`question` text NOT NULL,
	`phrasings` text DEFAULT '[]' NOT NULL,
	`answer` text NOT NULL,
	`topic` text NOT NULL,
	`guides` text DEFAULT '[]' NOT NULL,
	`settings` text DEFAULT '[]' NOT NULL,
	`troubleshooting` text DEFAULT '[]' NOT NULL,
	`materials` text DEFAULT '[]' NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
