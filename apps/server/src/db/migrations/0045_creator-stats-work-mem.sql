-- The earned numbers' refresh (migration 0035) finds a batch's creatives with `= ANY(ids)`. Its plans are generic,
-- and a bitmap scan of co-signs that outgrows the default work_mem turns lossy: every row of a lossy page is then
-- checked against the whole id list, one by one. A seed batch of 45k creatives over 7.5M co-signs ran for more
-- than 15 minutes where it takes a second. The function gets memory for exact bitmaps (decision 080).
ALTER FUNCTION refresh_creator_stats(text[], timestamptz) SET work_mem = '64MB';
