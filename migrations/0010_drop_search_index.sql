-- The full-text table `search_index` (0001) was filled by the seed but never read:
-- the answer engine and the site search rank the content snapshot's own index,
-- built in the Worker from the content tables (ADR 0905). Dropping a virtual table
-- also drops its shadow tables.
DROP TABLE IF EXISTS `search_index`;
