-- Full-text index over the site's content (guides, press settings, troubleshooting
-- entries) for the AI assistant's retrieval. Filled by the seed step, never here.
CREATE VIRTUAL TABLE `search_index` USING fts5(
  `kind` UNINDEXED,
  `ref_id` UNINDEXED,
  `title`,
  `body`,
  tokenize = 'porter unicode61'
);
