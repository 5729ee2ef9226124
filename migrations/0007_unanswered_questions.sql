CREATE TABLE `unanswered_questions` (
	`key` text PRIMARY KEY NOT NULL,
	`question` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`first_asked_at` integer NOT NULL,
	`last_asked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `unanswered_questions_last_idx` ON `unanswered_questions` (`last_asked_at`);