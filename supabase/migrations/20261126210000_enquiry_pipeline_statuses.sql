-- The inbox becomes a sales pipeline (docs/decisions.md#enquiry-pipeline): an enquiry moves
-- new → replied → quoted → won or lost. 'closed' becomes 'lost' (renaming the value converts every
-- closed row in place); the next migration gives those rows their reason. The new values are
-- added here, on their own, because a value added by ALTER TYPE cannot be used in the
-- transaction that adds it.
alter type public.enquiry_status rename value 'closed' to 'lost';
alter type public.enquiry_status add value 'quoted' before 'lost';
alter type public.enquiry_status add value 'won' before 'lost';
