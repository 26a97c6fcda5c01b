-- Closed vocabularies shared by the tables, the admin forms (as selects) and the generated
-- types (as string unions). Adding a value later is `alter type ... add value`.

-- Roles of docs/product-rules.md#roles-and-permissions. The latest user_roles row of a user decides; none means 'user'.
create type public.app_role as enum ('user', 'admin', 'super_admin');

-- Package categories. The home page cards link to /packages/{category} for the first three.
create type public.package_category as enum (
  'gorilla-trekking',
  'wildlife-safaris',
  'cultural-experiences',
  'chimpanzee-trekking',
  'birding'
);

create type public.accommodation_type as enum ('lodge', 'camp', 'hotel', 'guesthouse');

create type public.enquiry_status as enum ('new', 'replied', 'closed');

-- 'event' for custom events and script errors, 'performance' for web vitals.
create type public.analytics_kind as enum ('event', 'performance');
