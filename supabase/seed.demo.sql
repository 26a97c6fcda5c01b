-- DEMO CONTENT, LOCAL ONLY. Invented sample content for local runs and tests: Uganda safaris,
-- destinations, places to stay, approved guest testimonials, a gallery, blog posts and the
-- editable page sections. local-supabase applies it after seed.sql; nothing loads it into a
-- hosted project (config.toml's [db.seed] names seed.sql alone), and nobody should: the
-- packages, posts and testimonials are made up. Content only: no users, passwords or roles
-- (local-supabase creates the demo admin after seeding).
--
-- Idempotent: every insert skips rows that are already there, so running it twice changes
-- nothing. The docs/decisions.md#sample-data samples are keyed as the original site keyed them: the three
-- destinations by 'Mountain Muhavura', the three accommodations by 'Luxury Safari Lodge'.
--
-- Images are the project's own artwork (supabase/scripts/generate-images.ts) served by the site
-- from /images/seed/{scene}.webp, 2,560 px wide; the build makes the smaller variants. Every
-- record has a scene of its own (its `records`), and its alt text is that scene's `alt`, which
-- says what is drawn: edit the two together (supabase/tests/seed-pictures.test.ts checks them).

-- Packages ------------------------------------------------------------------------------------
insert into public.packages
  (slug, title, description, price_usd, duration, days, category, image_url, image_alt,
   highlights, itinerary, inclusions, exclusions, best_time, price_basis, published, sort_order)
values
(
  'bwindi-gorilla-trekking-3-days',
  '3-Day Bwindi Gorilla Trekking Safari',
  'Spend an unforgettable hour with a habituated mountain gorilla family deep in Bwindi Impenetrable Forest, home to almost half of the world''s remaining mountain gorillas. The drive from Kampala crosses the green hills of southwestern Uganda, and your lodge sits on the edge of the forest so you wake to birdsong and mist.',
  1850, '3 days / 2 nights', 3, 'gorilla-trekking',
  '/images/seed/bwindi-gorillas.webp',
  'Silhouette of a silverback gorilla walking on its knuckles past dark forest trees in green mist',
  array['One hour with a habituated gorilla family', 'Gorilla permit included', 'Forest lodge on the edge of Bwindi', 'Scenic drive through the Kigezi highlands'],
  $json$[
    {"day": 1, "title": "Kampala to Bwindi", "description": "Leave Kampala after breakfast and drive southwest past the Equator monument and the long-horned Ankole cattle of Mbarara, arriving in the Bwindi hills by late afternoon.", "accommodation": "Gorilla Forest Camp", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Gorilla trekking", "description": "Briefing with the Uganda Wildlife Authority rangers at 8 am, then trek through the forest with trackers to find your gorilla family. The hike takes two to six hours; the hour with the gorillas is the highlight of a lifetime.", "accommodation": "Gorilla Forest Camp", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Return to Kampala", "description": "A relaxed breakfast, then the drive back to Kampala with a lunch stop in Mbarara. Drop-off at your hotel or Entebbe International Airport in the evening.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Gorilla trekking permit (USD 800)', 'Private 4x4 safari vehicle with pop-up roof', 'English-speaking driver-guide', 'Full-board accommodation as listed', 'Bottled drinking water in the vehicle', 'Park entrance fees'],
  array['International flights and visa', 'Travel insurance', 'Tips for guides and porters', 'Drinks at the lodge', 'Personal expenses'],
  'June to September and December to February, the dry seasons, when the forest trails are firmest. Gorillas can be trekked all year.',
  'per person sharing, based on two travellers, permit included',
  true, 10
),
(
  'mgahinga-gorillas-golden-monkeys-4-days',
  '4-Day Mgahinga Gorillas and Golden Monkeys',
  'In Mgahinga Gorilla National Park the Virunga volcanoes rise straight out of the farmland. Track the Nyakagezi gorilla family on the bamboo slopes, then spend a morning with the playful golden monkeys that live nowhere else in Uganda. Optional: a guided climb of Mount Muhavura for the fit and curious.',
  2150, '4 days / 3 nights', 4, 'gorilla-trekking',
  '/images/seed/mgahinga-golden-monkey.webp',
  'Silhouette of a long-tailed monkey sitting in a bamboo thicket, two volcano cones behind it in the dawn haze',
  array['Gorilla trekking below the Virunga volcanoes', 'Golden monkey tracking in the bamboo forest', 'Batwa Trail with Batwa guides', 'Views over three countries'],
  $json$[
    {"day": 1, "title": "Fly or drive to Kisoro", "description": "Take a morning scheduled flight from Entebbe to Kisoro, or enjoy the full-day scenic drive. Afternoon walk in Kisoro town and the view of Muhavura, Mgahinga and Sabyinyo.", "accommodation": "Mount Gahinga Lodge", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Gorilla trekking in Mgahinga", "description": "Trek the Nyakagezi family on the lower slopes of the volcanoes with rangers and trackers. Afternoon at leisure by the lodge fire.", "accommodation": "Mount Gahinga Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Golden monkeys and the Batwa Trail", "description": "Morning with a troop of golden monkeys in the bamboo zone, then the Batwa Trail, where the forest's first people show how they hunted, gathered honey and sheltered in Garama Cave.", "accommodation": "Mount Gahinga Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 4, "title": "Return to Entebbe", "description": "Fly back to Entebbe in the morning or drive via Lake Bunyonyi, arriving in the evening.", "accommodation": null, "meals": "Breakfast"}
  ]$json$::jsonb,
  array['Gorilla permit and golden monkey permit', 'Batwa Trail fees', 'Accommodation on full board', 'Transport in a 4x4 vehicle or domestic flights', 'Driver-guide and ranger fees'],
  array['International flights', 'Visa and travel insurance', 'Mount Muhavura climb (USD 80, optional)', 'Tips and drinks'],
  'June to August and December to February, when the volcano slopes are driest.',
  'per person sharing, based on two travellers',
  true, 20
),
(
  'kibale-chimpanzee-trekking-3-days',
  '3-Day Kibale Chimpanzee Trekking',
  'Kibale Forest is the primate capital of the world, with 13 species and around 1,500 chimpanzees. Follow a habituated community as they call, feed and swing through the canopy, then walk the Bigodi Wetland Sanctuary, a community project famous for its birds and red colobus monkeys.',
  980, '3 days / 2 nights', 3, 'chimpanzee-trekking',
  '/images/seed/kibale-chimpanzees.webp',
  'Silhouette of a chimpanzee sitting on a long branch above misty forest treetops',
  array['Chimpanzee trekking in Kibale Forest', 'Bigodi Wetland walk', 'Crater lakes of Fort Portal', 'Tea plantations on the way'],
  $json$[
    {"day": 1, "title": "Kampala to Fort Portal", "description": "Drive west through tea estates to Fort Portal, in the shadow of the Rwenzori Mountains. Sunset walk to a crater lake viewpoint.", "accommodation": "Kibale Canopy Guesthouse", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Chimpanzee trekking and Bigodi", "description": "Morning chimpanzee trek from Kanyanchu with an experienced ranger; expect two to four hours in the forest. In the afternoon, the Bigodi Wetland Sanctuary for great blue turaco and grey-cheeked mangabeys.", "accommodation": "Kibale Canopy Guesthouse", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Return to Kampala", "description": "Drive back to Kampala with a stop at the Mubende market for fresh fruit.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Chimpanzee trekking permit', 'Bigodi Wetland guided walk', 'Accommodation on full board', 'Private vehicle and driver-guide'],
  array['International flights', 'Visa and insurance', 'Tips', 'Chimpanzee habituation experience upgrade'],
  'All year; June to September and December to February are the driest months in the forest.',
  'per person sharing, based on two travellers',
  true, 30
),
(
  'queen-elizabeth-wildlife-safari-5-days',
  '5-Day Queen Elizabeth Wildlife Safari',
  'Queen Elizabeth National Park packs savanna, crater lakes, forest and water into one reserve. Game drives on the Kasenyi plains find lions, Uganda kob and elephants, the Kazinga Channel boat cruise brings hippos and buffalo within metres, and the southern Ishasha sector is famous for its tree-climbing lions.',
  1450, '5 days / 4 nights', 5, 'wildlife-safaris',
  '/images/seed/queen-elizabeth-lions.webp',
  'Silhouette of a lion lying along the branch of a wide, flat-topped tree above golden plains at sunset',
  array['Kazinga Channel boat cruise', 'Tree-climbing lions of Ishasha', 'Game drives on the Kasenyi plains', 'Chimpanzees in Kyambura Gorge'],
  $json$[
    {"day": 1, "title": "Kampala to Queen Elizabeth", "description": "Drive west via Mbarara and enter the park through the Katunguru gate, with elephants often close to the road.", "accommodation": "Luxury Safari Lodge", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Kasenyi game drive and Kazinga Channel", "description": "Early game drive on the Kasenyi plains for lions, leopards and herds of kob. After lunch, a two-hour launch cruise on the Kazinga Channel among hippos, buffalo and pelicans.", "accommodation": "Luxury Safari Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Kyambura Gorge", "description": "Descend into the sunken forest of Kyambura Gorge to track chimpanzees, then visit the explosion craters on the way back.", "accommodation": "Luxury Safari Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 4, "title": "Ishasha sector", "description": "Drive south to Ishasha and search the fig trees for lions resting in the branches. Picnic lunch by the Ishasha River on the Congo border.", "accommodation": "Ishasha Wilderness Camp", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 5, "title": "Return to Kampala", "description": "Final morning game drive, then the long drive back to Kampala.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['All game drives and the Kazinga Channel cruise', 'Kyambura Gorge chimpanzee walk', 'Park entrance fees', 'Full-board accommodation', 'Private 4x4 vehicle with pop-up roof'],
  array['International flights', 'Visa and insurance', 'Tips and drinks', 'Optional balloon safari'],
  'June to September and December to February, when animals gather near the water.',
  'per person sharing, based on two travellers',
  true, 40
),
(
  'murchison-falls-safari-4-days',
  '4-Day Murchison Falls Safari',
  'Uganda''s largest national park is where the Nile squeezes through a gorge only seven metres wide and thunders 43 metres down. Track rhinos on foot at Ziwa on the way north, look for Rothschild''s giraffes, lions and elephants on the Buligi game tracks, and cruise upriver to the foot of the falls.',
  1150, '4 days / 3 nights', 4, 'wildlife-safaris',
  '/images/seed/murchison-falls.webp',
  'A white waterfall pouring through a narrow gap between two dark cliffs into white mist',
  array['Rhino tracking on foot at Ziwa', 'Boat cruise to the foot of the falls', 'Hike to the top of Murchison Falls', 'Rothschild''s giraffes on the Buligi plains'],
  $json$[
    {"day": 1, "title": "Kampala to Murchison via Ziwa", "description": "Drive north to Ziwa Rhino Sanctuary and walk with rangers to a group of southern white rhinos, then continue to the park.", "accommodation": "Nile Delta Safari Camp", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Game drive and Nile cruise", "description": "Cross the Nile at Paraa at dawn for a game drive in the Buligi area. Afternoon launch cruise to the bottom of the falls with crocodiles, hippos and elephants on the banks.", "accommodation": "Nile Delta Safari Camp", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Top of the falls and the Delta", "description": "Hike from the landing to the top of the falls, then an optional morning cruise to the Nile Delta for a chance of the shoebill.", "accommodation": "Nile Delta Safari Camp", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 4, "title": "Return to Kampala", "description": "Drive back through the Budongo Forest and Masindi, arriving in Kampala in the afternoon.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Rhino tracking at Ziwa', 'Launch cruise and ferry crossings', 'Park entrance fees', 'Full-board accommodation', 'Private vehicle and driver-guide'],
  array['International flights', 'Visa and insurance', 'Delta cruise (USD 45, optional)', 'Tips and drinks'],
  'December to February and June to September, the dry seasons for game drives.',
  'per person sharing, based on two travellers',
  true, 50
),
(
  'kidepo-valley-wilderness-6-days',
  '6-Day Kidepo Valley Wilderness Safari',
  'Remote, wild and almost empty of other vehicles, Kidepo Valley lies in Uganda''s far northeast on the borders of South Sudan and Kenya. Fly in over the Karamoja plains to see cheetahs, ostriches, big herds of buffalo and the lions of the Narus Valley, and meet the Karamojong, herders who keep age-old traditions alive.',
  2600, '6 days / 5 nights', 6, 'wildlife-safaris',
  '/images/seed/kidepo-giraffes.webp',
  'Silhouettes of two giraffes walking across brown hills at sunrise, a flat-topped acacia at each side',
  array['Scheduled flights to and from Kidepo', 'Narus Valley game drives', 'Visit to a Karamojong manyatta', 'Kidepo sand river and hot springs at Kanangorok'],
  $json$[
    {"day": 1, "title": "Fly to Kidepo", "description": "Morning flight from Entebbe to the Lomej airstrip. Afternoon game drive in the Narus Valley.", "accommodation": "Kidepo Ridge Lodge", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Narus Valley", "description": "Full day of game drives on the valley tracks: lions on the rocks, buffalo at the waterholes, Jackson's hartebeest and oribi.", "accommodation": "Kidepo Ridge Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Kidepo Valley and Kanangorok", "description": "Drive north to the sand river of the Kidepo Valley and the Kanangorok hot springs near the South Sudan border, with ostriches and kudu on the way.", "accommodation": "Kidepo Ridge Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 4, "title": "Karamojong culture", "description": "Visit a Karamojong manyatta with a local guide, learn about cattle culture and traditional dances. Sunset nature walk with an armed ranger.", "accommodation": "Kidepo Ridge Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 5, "title": "Lomej Hills walk", "description": "Morning walk in the Lomej Hills for views over the plains, afternoon game drive to look for cheetahs.", "accommodation": "Kidepo Ridge Lodge", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 6, "title": "Fly back to Entebbe", "description": "Early game drive to the airstrip and the flight back to Entebbe.", "accommodation": null, "meals": "Breakfast"}
  ]$json$::jsonb,
  array['Return scheduled flights Entebbe to Kidepo', 'Game drives in the lodge vehicle', 'Manyatta visit and ranger walks', 'Park entrance fees', 'Full-board accommodation'],
  array['International flights', 'Visa and insurance', 'Excess baggage over 15 kg', 'Tips and drinks'],
  'September to March, the long dry season, when game crowds the Narus Valley.',
  'per person sharing, based on two travellers, flights included',
  true, 60
),
(
  'lake-mburo-zebra-safari-2-days',
  '2-Day Lake Mburo Zebra and Walking Safari',
  'The closest national park to Kampala is the only place in Uganda with impala and the best place for zebras and eland. Lake Mburo is also small enough to explore on foot, by horse or by bicycle, and its lake cruise is rich in hippos and birds. The perfect short escape.',
  620, '2 days / 1 night', 2, 'wildlife-safaris',
  '/images/seed/lake-mburo-zebras.webp',
  'Three zebras, dark silhouettes with pale stripes, standing between acacia trees on green hills',
  array['Zebras, eland and impala', 'Guided walking safari', 'Boat trip on Lake Mburo', 'Only three and a half hours from Kampala'],
  $json$[
    {"day": 1, "title": "Kampala to Lake Mburo", "description": "Drive west across the Equator to Lake Mburo. Afternoon game drive and a boat trip on the lake at sunset.", "accommodation": "Lake Mburo Acacia Camp", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Walking safari and return", "description": "Guided walk among zebras and buffalo with an armed ranger, then brunch and the drive back to Kampala.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Game drive, boat trip and walking safari', 'Park entrance fees', 'Full-board accommodation', 'Private vehicle and driver-guide'],
  array['Horseback safari (optional)', 'Tips and drinks', 'Travel insurance'],
  'All year; June to August for walking safaris on dry ground.',
  'per person sharing, based on two travellers',
  true, 70
),
(
  'batwa-culture-lake-bunyonyi-3-days',
  '3-Day Batwa Culture and Lake Bunyonyi',
  'A gentle journey into the culture of southwestern Uganda. Spend a day with the Batwa, the former forest people of Bwindi and Mgahinga, hearing their stories, songs and skills, then unwind on Lake Bunyonyi, the lake of little birds, with 29 islands and terraced hills all around.',
  740, '3 days / 2 nights', 3, 'cultural-experiences',
  '/images/seed/batwa-culture.webp',
  'Three thatched huts with glowing doorways and three drums in front of them under a red sunset sky',
  array['Batwa community experience', 'Dugout canoe on Lake Bunyonyi', 'Island hopping and swimming', 'Local market day in Kabale'],
  $json$[
    {"day": 1, "title": "Kampala to Lake Bunyonyi", "description": "Scenic drive to Kabale and down to the shores of Lake Bunyonyi. Evening by the water.", "accommodation": "Lake Bunyonyi Island Guesthouse", "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Batwa community day", "description": "Spend the day with a Batwa community: traditional dances, honey gathering, medicinal plants and stories of life in the forest, with fees going straight to the community.", "accommodation": "Lake Bunyonyi Island Guesthouse", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Canoe and return", "description": "Paddle a dugout canoe to Punishment Island and Bwama Island, then drive back to Kampala.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Batwa community experience fees', 'Canoe trip with a local guide', 'Full-board accommodation', 'Private vehicle and driver-guide'],
  array['Tips and drinks', 'Travel insurance', 'Personal purchases at the craft market'],
  'All year; the lake is calmest in the dry months, June to August.',
  'per person sharing, based on two travellers',
  true, 80
),
(
  'kampala-jinja-culture-nile-2-days',
  '2-Day Kampala Culture and the Source of the Nile',
  'Discover Uganda''s lively capital and its history, from the Kasubi Tombs of the Buganda kings to the Uganda Martyrs Shrine at Namugongo, then continue to Jinja, where the Nile leaves Lake Victoria on its journey to the Mediterranean. Cruise to the source, or raft the white water if you dare.',
  480, '2 days / 1 night', 2, 'cultural-experiences',
  '/images/seed/kampala-domed-hall.webp',
  'A great dome of thatch reaching to the ground behind a reed fence, two people at its gate at dusk',
  array['Kasubi Tombs and Buganda heritage', 'Boat trip to the source of the Nile', 'Optional white-water rafting', 'Sezibwa Falls'],
  $json$[
    {"day": 1, "title": "Kampala city tour", "description": "The Kasubi Tombs, the Kabaka's palace at Mengo, the Bahai temple and a walk through the busy Owino market, ending with a Ugandan rolex at a street stall.", "accommodation": "Kampala Serena Hotel", "meals": "Breakfast, Lunch, Dinner"},
    {"day": 2, "title": "Jinja and the source of the Nile", "description": "Drive east via Sezibwa Falls to Jinja. Boat trip to the source of the Nile, or a half day of rafting on the Grade 3 to 5 rapids, then back to Kampala.", "accommodation": null, "meals": "Breakfast, Lunch"}
  ]$json$::jsonb,
  array['Entrance fees for the sites listed', 'Source of the Nile boat trip', 'Accommodation on half board', 'Private vehicle and guide'],
  array['White-water rafting (USD 140, optional)', 'Tips and drinks', 'Travel insurance'],
  'All year.',
  'per person, based on two travellers',
  true, 90
),
(
  'mabamba-shoebill-birding-day-trip',
  'Mabamba Swamp Shoebill Birding Day Trip',
  'The prehistoric-looking shoebill is on every birder''s list, and Mabamba Bay on Lake Victoria is the most reliable place in the world to see it. Glide through papyrus channels in a local canoe with an expert bird guide, looking for the shoebill, African jacanas, malachite kingfishers and papyrus gonoleks.',
  180, '1 day', 1, 'birding',
  '/images/seed/mabamba-shoebill.webp',
  'Silhouette of a shoebill stork with its huge bill standing among tall papyrus stems in the mist',
  array['Best place in Uganda to see the shoebill', 'Canoe through papyrus channels', 'Expert local bird guide', 'Pick-up from Kampala or Entebbe'],
  $json$[
    {"day": 1, "title": "Mabamba Swamp", "description": "Early pick-up in Kampala or Entebbe, drive to Mabamba and spend the morning in a canoe with a bird guide. Packed lunch by the lake and return in the afternoon.", "accommodation": null, "meals": "Lunch"}
  ]$json$::jsonb,
  array['Transport from Kampala or Entebbe', 'Canoe and bird guide', 'Community entrance fee', 'Packed lunch and water'],
  array['Tips', 'Binoculars (we can lend a pair)'],
  'All year; early mornings, when the shoebill hunts in the papyrus.',
  'per person, based on two travellers',
  true, 100
),
(
  'rwenzori-foothills-hike-3-days',
  '3-Day Rwenzori Foothills Hike',
  'A draft itinerary for walkers: three days on the lower trails of the Rwenzori Mountains, the Mountains of the Moon, with community guides from Kilembe. Prices and lodges are still being confirmed.',
  890, '3 days / 2 nights', 3, 'cultural-experiences',
  '/images/seed/rwenzori-hikers.webp',
  'Three hikers with packs and walking sticks on a green foothill below snow-capped mountain peaks',
  array['Trails of the Rwenzori foothills', 'Community guides from Kilembe'],
  $json$[
    {"day": 1, "title": "Kampala to Kasese", "description": "Drive to Kasese at the foot of the Rwenzori.", "accommodation": null, "meals": "Lunch, Dinner"},
    {"day": 2, "title": "Foothills trail", "description": "Full-day walk on the foothill trails with a community guide.", "accommodation": null, "meals": "Breakfast, Lunch, Dinner"},
    {"day": 3, "title": "Return", "description": "Drive back to Kampala.", "accommodation": null, "meals": "Breakfast"}
  ]$json$::jsonb,
  array['Community guide fees'],
  array['Everything not listed'],
  'June to August and December to February, when the trails are driest.',
  'per person sharing, based on two travellers',
  false, 110
)
on conflict (slug) do nothing;

-- Destinations ----------------------------------------------------------------------------------
-- The three docs/decisions.md#sample-data samples, inserted together when 'Mountain Muhavura' is missing.
insert into public.destinations (slug, name, description, location, image_url, image_alt, highlights)
select slug, name, description, location, image_url, image_alt, highlights
from (
  values
  (
    'mountain-muhavura',
    'Mountain Muhavura',
    'At 4,127 metres, Muhavura is the highest of the three Ugandan Virunga volcanoes, a perfect cone whose name means "the guide" because travellers once steered by it. The climb through bamboo, heath and alpine meadow takes a long day, and the small crater lake at the summit looks out over Uganda, Rwanda and the Democratic Republic of Congo.',
    'Mgahinga Gorilla National Park, Kisoro District',
    '/images/seed/mgahinga-volcanoes.webp',
    'Three volcano cones, the tallest in the middle, rising above the hills at dawn, with birds in the sky',
    array['Crater lake at the summit', 'Views over three countries', 'Bamboo and alpine vegetation', 'Golden monkeys on the lower slopes']
  ),
  (
    'bwindi-impenetrable-forest',
    'Bwindi Impenetrable Forest',
    'A UNESCO World Heritage rainforest of steep ridges and deep valleys, Bwindi shelters about half of the world''s mountain gorillas in more than twenty habituated families. Four trekking sectors (Buhoma, Ruhija, Rushaga and Nkuringo) each have their own character, and the forest is also home to chimpanzees, forest elephants and 350 bird species.',
    'Southwestern Uganda, Kanungu and Kisoro Districts',
    '/images/seed/bwindi-forest-ridges.webp',
    'Steep ridges covered in dense forest, one behind the other, with mist lying in the valleys',
    array['Mountain gorilla trekking', 'Gorilla habituation experience', '23 Albertine Rift endemic birds', 'Batwa community walks']
  ),
  (
    'murchison-falls-national-park',
    'Murchison Falls National Park',
    'Uganda''s oldest and largest national park is split by the Victoria Nile, which crashes through a seven-metre gap at Murchison Falls. North of the river, the Buligi plains hold elephants, lions, Rothschild''s giraffes and Uganda kob; to the south, the Budongo Forest is home to chimpanzees.',
    'Northwestern Uganda, Masindi and Nwoya Districts',
    '/images/seed/murchison-river-hippos.webp',
    'A launch boat on a wide river, hippos in the water, and a white waterfall in the cliffs far upstream',
    array['The most powerful waterfall on the Nile', 'Launch cruise to the falls', 'Rothschild''s giraffes', 'Shoebills in the Nile Delta']
  )
) as samples (slug, name, description, location, image_url, image_alt, highlights)
where not exists (select 1 from public.destinations where name = 'Mountain Muhavura')
on conflict do nothing;

insert into public.destinations (slug, name, description, location, image_url, image_alt, highlights)
values
(
  'queen-elizabeth-national-park',
  'Queen Elizabeth National Park',
  'Between Lake Edward and Lake George, Queen Elizabeth National Park mixes open savanna, crater lakes, papyrus swamp and forest gorges. The Kazinga Channel that links the two lakes has one of the highest concentrations of hippos in Africa, and the Ishasha sector is known for lions that rest in fig trees.',
  'Western Uganda, Kasese and Rubirizi Districts',
  '/images/seed/kazinga-channel.webp',
  'A boat with a canopy on a calm channel, passing two elephants on the far shore at sunset',
  array['Kazinga Channel boat cruise', 'Tree-climbing lions', 'Explosion crater lakes', 'Chimpanzees in Kyambura Gorge']
),
(
  'kibale-forest-national-park',
  'Kibale Forest National Park',
  'Kibale''s tall, moist evergreen forest has the greatest variety and density of primates in East Africa: chimpanzees, red colobus, L''Hoest''s monkeys and grey-cheeked mangabeys among thirteen species. Nearby, the crater lakes and tea estates around Fort Portal make a beautiful base.',
  'Western Uganda, near Fort Portal',
  '/images/seed/kibale-crater-lake.webp',
  'A round crater lake between hills striped with rows of tea bushes, forest trees on its rim',
  array['Chimpanzee trekking', 'Thirteen primate species', 'Bigodi Wetland Sanctuary', 'Crater lakes of Fort Portal']
),
(
  'kidepo-valley-national-park',
  'Kidepo Valley National Park',
  'Rated among Africa''s finest wilderness parks, Kidepo lies in a semi-arid valley ringed by mountains in the far northeast. It has species found nowhere else in Uganda, including cheetahs, ostriches and bat-eared foxes, and a real sense of remoteness.',
  'Northeastern Uganda, Kaabong District',
  '/images/seed/kidepo-ostriches.webp',
  'Two ostriches walking on a dry plain in front of rocky outcrops and a ring of mountains',
  array['Cheetahs and ostriches', 'Big buffalo herds in the Narus Valley', 'Karamojong culture', 'Few other visitors']
),
(
  'lake-mburo-national-park',
  'Lake Mburo National Park',
  'A compact park of rolling grassland, acacia woodland and lakes, Lake Mburo is the best place in Uganda for zebras, eland and impala, and one of the few where you can walk, cycle or ride a horse among the animals.',
  'Western Uganda, Kiruhura District',
  '/images/seed/lake-mburo-antelopes.webp',
  'Four antelopes grazing at the edge of a lake, flat-topped acacia trees on the far bank',
  array['Zebras and eland', 'Walking and horseback safaris', 'Boat trips on the lake', 'Three and a half hours from Kampala']
),
(
  'jinja-source-of-the-nile',
  'Jinja and the Source of the Nile',
  'Jinja is Uganda''s adventure capital, where the Nile begins its 6,650-kilometre journey from Lake Victoria. Raft world-class rapids, kayak, bungee jump or simply cruise to the source and watch the river start to flow.',
  'Eastern Uganda, Jinja District',
  '/images/seed/jinja-nile-source.webp',
  'A small boat on wide calm water beside a wooden jetty, a tall white pillar on the bank',
  array['White-water rafting', 'Boat trip to the source', 'Colonial-era town centre', 'Two hours from Kampala']
)
on conflict do nothing;

-- Accommodations --------------------------------------------------------------------------------
-- The three docs/decisions.md#sample-data samples, inserted together when 'Luxury Safari Lodge' is missing.
insert into public.accommodations
  (slug, name, description, location, price_range, type, rating, image_url, image_alt, amenities,
   latitude, longitude)
select slug, name, description, location, price_range, type::public.accommodation_type, rating,
  image_url, image_alt, amenities, latitude, longitude
from (
  values
  (
    'luxury-safari-lodge',
    'Luxury Safari Lodge',
    'Eight spacious thatched cottages on a ridge above the Kazinga Channel, each with a private deck facing the sunset over Lake Edward. Elephants and buffalo wander below the lodge, and the infinity pool looks out across the savanna.',
    'Queen Elizabeth National Park',
    '$450 - $750 per night',
    'lodge',
    4.8,
    '/images/seed/luxury-safari-lodge.webp',
    'A thatched lodge on stilts with four glowing windows, above the savanna at sunset between acacia trees',
    array['Infinity pool', 'Private decks', 'Full board', 'Wi-Fi in the main lodge', 'Spa treatments', 'Game drives'],
    -0.1846,
    29.9082
  ),
  (
    'gorilla-forest-camp',
    'Gorilla Forest Camp',
    'Luxury tents on raised wooden decks inside Bwindi Impenetrable Forest, a short walk from the Buhoma trailhead. Fall asleep to the sounds of the forest and, now and then, see gorillas pass through the camp.',
    'Buhoma, Bwindi Impenetrable Forest',
    '$900 - $1,400 per night',
    'camp',
    4.9,
    '/images/seed/gorilla-forest-camp.webp',
    'A canvas tent with a glowing doorway on a raised wooden deck among forest trees in mist',
    array['En-suite tents with bathtubs', 'Campfire dinners', 'Laundry service', 'Massage after your trek', 'Porters arranged'],
    -0.9986,
    29.6203
  ),
  (
    'kampala-serena-hotel',
    'Kampala Serena Hotel',
    'An elegant five-star hotel set in seventeen acres of landscaped gardens in the heart of Kampala, a comfortable first or last night for a safari, close to the city''s restaurants and markets.',
    'Kampala city centre',
    '$250 - $450 per night',
    'hotel',
    4.6,
    '/images/seed/kampala-garden-hotel.webp',
    'A long, low hotel with rows of lit arched windows at dusk, palm trees and a fountain on the lawn in front',
    array['Swimming pool', 'Spa and gym', 'Several restaurants', 'Airport transfers', 'Free Wi-Fi', 'Business centre'],
    0.3163,
    32.5822
  )
) as samples (slug, name, description, location, price_range, type, rating, image_url, image_alt,
  amenities, latitude, longitude)
where not exists (select 1 from public.accommodations where name = 'Luxury Safari Lodge')
on conflict do nothing;

insert into public.accommodations
  (slug, name, description, location, price_range, type, rating, image_url, image_alt, amenities,
   latitude, longitude)
values
(
  'nile-delta-safari-camp',
  'Nile Delta Safari Camp',
  'A relaxed tented camp on the north bank of the Nile, where hippos graze at night and the morning game drive starts at the gate. Dinner is served under the stars around the fire.',
  'Murchison Falls National Park',
  '$280 - $420 per night',
  'camp',
  4.5,
  '/images/seed/nile-river-camp.webp',
  'Two canvas tents on a riverbank under the moon, a campfire in front and a hippo’s back in the water',
  array['River views', 'Campfire', 'Solar power', 'Full board', 'Boat trips arranged'],
  2.2817,
  31.5651
),
(
  'kibale-canopy-guesthouse',
  'Kibale Canopy Guesthouse',
  'A friendly family-run guesthouse near the Kanyanchu trailhead, with simple, spotless rooms, home-cooked Ugandan food and a veranda where monkeys visit the fig trees.',
  'Kibale Forest, near Fort Portal',
  '$80 - $140 per night',
  'guesthouse',
  4.3,
  '/images/seed/kibale-guesthouse.webp',
  'A small house with a pitched roof and a lit veranda, a big fig tree beside it with a monkey on a branch',
  array['Home-cooked meals', 'Garden veranda', 'Hot showers', 'Free Wi-Fi', 'Bicycle hire'],
  0.4436,
  30.3989
),
(
  'lake-mburo-acacia-camp',
  'Lake Mburo Acacia Camp',
  'Ten safari tents among acacias on a hillside inside the park, with zebras and impala grazing around the camp and a view over Lake Mburo from the lounge.',
  'Lake Mburo National Park',
  '$180 - $260 per night',
  'camp',
  4.4,
  '/images/seed/lake-mburo-tents.webp',
  'Three safari tents among acacia trees on a hillside above a blue lake',
  array['Lake views', 'Walking safaris from camp', 'Full board', 'Plunge pool'],
  -0.6092,
  30.9565
),
(
  'kidepo-ridge-lodge',
  'Kidepo Ridge Lodge',
  'Stone and thatch cottages on a rocky ridge overlooking the Narus Valley, the best seat in the house for the wildlife of Kidepo. Lions are sometimes seen from the swimming pool.',
  'Kidepo Valley National Park',
  '$520 - $800 per night',
  'lodge',
  4.7,
  '/images/seed/kidepo-ridge-cottages.webp',
  'Round cottages with pointed thatched roofs and lit windows on a rocky ridge above a wide valley',
  array['Swimming pool', 'Airstrip transfers', 'Full board with drinks', 'Guided walks', 'Game drives'],
  3.7396,
  33.7457
),
(
  'lake-bunyonyi-island-guesthouse',
  'Lake Bunyonyi Island Guesthouse',
  'Simple cottages on a small island in Lake Bunyonyi, reached by canoe. Swim in the bilharzia-free lake, paddle between the islands and fall asleep in complete quiet.',
  'Lake Bunyonyi, Kabale District',
  '$60 - $120 per night',
  'guesthouse',
  4.2,
  '/images/seed/lake-bunyonyi.webp',
  'Two small cottages among trees on an island in a calm lake, a person paddling a canoe in front',
  array['Canoe transfers', 'Swimming', 'Restaurant', 'Solar power'],
  -1.2833,
  29.9333
)
on conflict do nothing;

-- Testimonials: six approved, one waiting for review -------------------------------------------
-- Dated relative to now, so the pending one never counts towards the hourly flood guard.
insert into public.testimonials (name, country, rating, content, approved, created_at, package_id)
select name, country, rating, content, approved, now() - age::interval,
  (select p.id from public.packages as p where p.slug = samples.package_slug)
from (
  values
  ('Sarah Mitchell', 'United Kingdom', 5, 'Sitting a few metres from a silverback in Bwindi was the most moving hour of my life. Our guide Moses knew every bird call and made the long drive feel short. Everything was organised perfectly.', true, '250 days', 'bwindi-gorilla-trekking-3-days'),
  ('James and Linda Carter', 'United States', 5, 'Ten days, gorillas, chimps and tree-climbing lions, and not a single hitch. The lodges were wonderful and the team answered every email within hours. We are already planning our return.', true, '231 days', null),
  ('Hannah Schmidt', 'Germany', 4, 'The Murchison Falls boat cruise was incredible: elephants, crocodiles and then the roar of the falls. The roads were bumpy, as expected, but our driver was careful and always cheerful.', true, '183 days', 'murchison-falls-safari-4-days'),
  ('Akiko Tanaka', 'Japan', 5, 'I came for the shoebill and saw it within twenty minutes at Mabamba! The bird guide was an expert and very patient with my photography. Highly recommended for birders.', true, '144 days', 'mabamba-shoebill-birding-day-trip'),
  ('Pieter van der Berg', 'Netherlands', 5, 'Kidepo felt like having Africa to ourselves. Lions on the rocks, ostriches, and the Karamojong visit was respectful and fascinating. Worth every shilling.', true, '102 days', 'kidepo-valley-wilderness-6-days'),
  ('Grace Achieng', 'Kenya', 4, 'A lovely weekend at Lake Mburo with my family. The walking safari among the zebras was a highlight for the children. Good value and friendly staff.', true, '63 days', 'lake-mburo-zebra-safari-2-days'),
  ('Maria Gonzalez', 'Spain', 5, 'The Batwa community day and the canoe on Lake Bunyonyi were so peaceful and authentic. Thank you for a trip that gave back to the people we met.', false, '19 days', 'batwa-culture-lake-bunyonyi-3-days')
) as samples (name, country, rating, content, approved, age, package_slug)
where not exists (
  select 1 from public.testimonials as t where t.name = samples.name and t.content = samples.content
);

-- Gallery: twelve images ------------------------------------------------------------------------
insert into public.gallery (title, image_url, alt, sort_order)
select title, image_url, alt, sort_order
from (
  values
  ('Silverback in Bwindi', '/images/seed/gallery-gorillas.webp', 'Silhouettes of an adult gorilla and a young one walking through the forest in green mist', 10),
  ('Lions of Ishasha', '/images/seed/gallery-lions.webp', 'Two lions, one with a dark mane, lying in golden grass at sunset', 20),
  ('Murchison Falls', '/images/seed/gallery-falls-rainbow.webp', 'A rainbow arching over a white waterfall that pours between two dark cliffs', 30),
  ('Chimpanzee in Kibale', '/images/seed/gallery-chimpanzees.webp', 'Silhouettes of two chimpanzees sitting on branches at different heights above the forest', 40),
  ('Zebras at Lake Mburo', '/images/seed/gallery-zebras-waterhole.webp', 'Two zebras standing at the edge of a waterhole, their reflections in the water', 50),
  ('Giraffes in Kidepo', '/images/seed/gallery-giraffe-acacia.webp', 'Silhouette of a giraffe stretching up to browse a tall, flat-topped acacia tree at dusk', 60),
  ('Kazinga Channel cruise', '/images/seed/gallery-boat-hippos.webp', 'A boat full of passengers passing hippos half under water on a wide channel', 70),
  ('Shoebill at Mabamba', '/images/seed/gallery-shoebill-head.webp', 'Close-up silhouette of a shoebill’s head and huge bill in front of papyrus heads', 80),
  ('Virunga volcanoes', '/images/seed/gallery-volcanoes-lake.webp', 'Three volcano cones mirrored in a still lake at dusk', 90),
  ('Elephants at sunset', '/images/seed/savanna-elephants.webp', 'Silhouettes of three elephants walking below a large setting sun, an acacia tree at each side', 100),
  ('Rafting the Nile at Jinja', '/images/seed/jinja-nile-rafting.webp', 'A raft with five paddlers on a blue river with white waves, forest on the hills behind', 110),
  ('Rwenzori Mountains', '/images/seed/rwenzori-mountains.webp', 'Snow-capped peaks above green forested foothills, three birds in a clear blue sky', 120)
) as samples (title, image_url, alt, sort_order)
where not exists (select 1 from public.gallery as g where g.image_url = samples.image_url);

-- Blog posts: four published, one draft ---------------------------------------------------------
insert into public.blog_posts
  (slug, title, excerpt, content, featured_image, featured_image_alt, published, created_at, updated_at)
values
(
  'what-to-expect-on-your-first-gorilla-trek',
  'What to Expect on Your First Gorilla Trek in Bwindi',
  'From the ranger briefing to the magical hour with a gorilla family: how a trekking day in Bwindi really unfolds, and how to prepare for it.',
  $md$Your gorilla trekking day starts early. At around 7:30 am you gather at the park office for a briefing from the **Uganda Wildlife Authority** rangers, who assign each group of eight visitors to one habituated gorilla family and explain the rules: keep seven metres away, no flash photography, and stay quiet when the gorillas are near.

Trackers set off at dawn to find where the family nested the night before, and they radio the location to your ranger. The walk can take anything from thirty minutes to six hours over steep, muddy slopes, so a **porter** is worth every dollar: they carry your bag, give you a hand on the slippery bits and earn a living from the forest that their families once depended on.

## The hour with the gorillas

When you reach the family, you leave your walking sticks and bags behind and spend exactly one hour watching. Youngsters tumble and play, mothers groom their babies, and the silverback keeps a calm eye on everyone. Most people find it surprisingly emotional.

## What to pack

- Waterproof hiking boots and a light rain jacket
- Long trousers and long sleeves against nettles
- Gardening gloves for grabbing vines
- Two litres of water and a packed lunch
- A camera with a fast lens: the forest is dark

Permits cost USD 800 and sell out months ahead in the high season, so book early. We include the permit in every gorilla package.$md$,
  '/images/seed/blog-trekkers.webp',
  'A line of five trekkers with walking sticks following a ranger into a misty forest',
  true, '2026-07-08 08:00:00+00', '2026-07-08 08:00:00+00'
),
(
  'best-time-to-visit-uganda',
  'The Best Time to Visit Uganda for a Safari',
  'Uganda is a year-round destination, but the dry seasons make trekking easier and wildlife easier to find. Here is how the seasons compare.',
  $md$Uganda sits on the Equator, so temperatures stay pleasant all year: warm days around 25 °C on the plains and cool nights in the mountains. What changes is the rain.

## The dry seasons: June to September and December to February

These are the most popular months. Forest trails in **Bwindi** and **Kibale** are firmer underfoot, and animals gather near water in **Queen Elizabeth** and **Murchison Falls**, which makes game drives very rewarding. Gorilla permits and the best lodges sell out early, so plan at least six months ahead.

## The green seasons: March to May and October to November

The rains usually come as heavy afternoon showers rather than all-day downpours. The countryside turns a brilliant green, there are fewer visitors, and many lodges offer lower rates. Birders love these months: migrant species arrive from Europe and many residents are in breeding colours.

## Our advice

If gorillas are your priority, any month works; just bring a good rain jacket. For a classic savanna safari, aim for the dry seasons. And if you want the parks almost to yourself, the shoulder months of late May and early November are a well-kept secret.$md$,
  '/images/seed/blog-rain-rainbow.webp',
  'Rain falling from a dark cloud over one side of green hills, the sun shining on the other, and a rainbow between',
  true, '2026-08-20 08:00:00+00', '2026-08-20 08:00:00+00'
),
(
  'chimpanzee-trekking-in-kibale',
  'Chimpanzee Trekking in Kibale: A Complete Guide',
  'Kibale Forest has the highest density of primates in East Africa. Here is how to choose between a chimpanzee trek and the full-day habituation experience.',
  $md$Chimpanzees share almost 99 percent of our DNA, and watching them in the wild is very different from watching gorillas. Where gorillas are calm and slow, chimps are loud, fast and constantly on the move, so a trek in **Kibale Forest National Park** is full of energy.

## Trekking or habituation?

The standard **chimpanzee trek** leaves Kanyanchu at 8 am or 2 pm and gives you one hour with a habituated community. Success rates are above 90 percent. The **habituation experience** is a full day with researchers and a community that is still getting used to people: you are there when they leave their nests at dawn and when they build new ones at dusk.

## Other primates

Keep your eyes open for red colobus, black-and-white colobus, L'Hoest's monkeys and grey-cheeked mangabeys. In the afternoon, the community-run **Bigodi Wetland Sanctuary** is perfect for birds and more monkeys.

## Practical tips

Wear long trousers tucked into socks against ants, bring binoculars and be ready to move quickly when the group moves. Children must be at least 12 years old to trek.$md$,
  '/images/seed/blog-guide-binoculars.webp',
  'A guide raising binoculars towards the canopy of tall forest trees',
  true, '2026-09-25 08:00:00+00', '2026-09-25 08:00:00+00'
),
(
  'finding-the-shoebill-at-mabamba',
  'Birding in Uganda: Finding the Shoebill at Mabamba Swamp',
  'With more than 1,080 bird species, Uganda is a birder''s paradise. Its star is the shoebill, and Mabamba Swamp is the place to find it.',
  $md$Standing over a metre tall, with a huge clog-shaped bill and a stare that seems to come from the age of dinosaurs, the **shoebill** is the bird that every visiting birder wants to see. Fewer than 5,000 remain in the wild, and Uganda's papyrus swamps are their stronghold.

## Mabamba Bay

Just an hour from Entebbe, the Mabamba wetland on the shore of **Lake Victoria** is the most reliable shoebill site in the world. Local guides paddle you through narrow channels in wooden canoes, and because shoebills stand motionless for hours while they wait for lungfish, you can watch for a long time once you have found one.

## More than one bird

The swamp is also home to African jacanas, pygmy geese, malachite kingfishers, papyrus gonoleks and, in the northern winter, many migrant waders. Combine a morning at Mabamba with the **Entebbe Botanical Gardens** for a superb day list.

## When to go

Shoebills are seen all year. Mornings are best, before the wind picks up and the birds move deeper into the papyrus.$md$,
  '/images/seed/blog-canoe-birders.webp',
  'Three people sitting in a wooden canoe on calm water between clumps of papyrus',
  true, '2026-10-30 08:00:00+00', '2026-10-30 08:00:00+00'
),
(
  'uganda-safari-packing-list',
  'The Essential Uganda Safari Packing List',
  'Draft: what to bring for gorillas, game drives and the Nile.',
  $md$This post is a draft and not yet public.

Light layers, a rain jacket, sturdy boots, binoculars and a good camera cover most of what you need for a Ugandan safari. We will add the full list, with tips for gorilla trekking and boat trips, before publishing.$md$,
  '/images/seed/blog-safari-vehicle.webp',
  'A safari vehicle with its roof raised, parked beside an acacia tree at sunset',
  false, '2026-11-15 08:00:00+00', '2026-11-15 08:00:00+00'
)
on conflict (slug) do nothing;

-- Page content ----------------------------------------------------------------------------------
insert into public.page_content (page_id, section_id, content)
values
(
  'home',
  'hero',
  $json${
    "title": "Discover the Pearl of Africa",
    "subtitle": "Gorilla treks, wildlife safaris and cultural journeys across Uganda, planned by local experts.",
    "carousel_images": [
      {"url": "/images/seed/hero-gorilla-ridge.webp", "alt": "Silhouette of a gorilla on a forested ridge above valleys filled with morning mist"},
      {"url": "/images/seed/hero-lion-rock.webp", "alt": "Silhouette of a lion with a full mane standing on a rock above the plains at sunset"},
      {"url": "/images/seed/hero-elephants-river.webp", "alt": "Silhouettes of four elephants crossing a shallow river at sunrise, their reflections below them"}
    ]
  }$json$::jsonb
),
(
  'contact',
  'info',
  $json${
    "address": "Plot 14, Kiira Road, Kamwokya, Kampala, Uganda",
    "phone": "+256 772 123 456",
    "email": "hello@tembosafaris.com"
  }$json$::jsonb
)
on conflict (page_id, section_id) do nothing;

-- Galleries and itinerary lodges (docs/decisions.md#record-galleries) ----------------------------
-- Reuses the seed pictures, each with the alt text a record already gives it. Only empty
-- galleries are filled and only days without a lodge are linked, so a re-seed keeps edits.
with alts as (
  select distinct on (url) url, alt
  from (
    select image_url as url, image_alt as alt from public.packages
    union all select image_url, image_alt from public.destinations
    union all select image_url, image_alt from public.accommodations
    union all select image_url, alt from public.gallery
  ) as described
  where url is not null and btrim(coalesce(alt, '')) <> ''
  order by url, alt
),
wanted (kind, slug, pictures) as (
  values
  ('package', 'bwindi-gorilla-trekking-3-days',
    array['gorilla-forest-camp', 'mgahinga-volcanoes', 'batwa-culture', 'lake-bunyonyi']),
  ('package', 'mgahinga-gorillas-golden-monkeys-4-days',
    array['mgahinga-volcanoes', 'bwindi-gorillas', 'batwa-culture']),
  ('package', 'kibale-chimpanzee-trekking-3-days',
    array['rwenzori-mountains', 'kampala-domed-hall', 'kazinga-channel']),
  ('package', 'queen-elizabeth-wildlife-safari-5-days',
    array['kazinga-channel', 'luxury-safari-lodge', 'savanna-elephants', 'kibale-chimpanzees']),
  ('package', 'murchison-falls-safari-4-days',
    array['savanna-elephants', 'jinja-nile-rafting', 'kidepo-giraffes']),
  ('package', 'kidepo-valley-wilderness-6-days',
    array['savanna-elephants', 'queen-elizabeth-lions', 'murchison-falls']),
  ('package', 'lake-mburo-zebra-safari-2-days',
    array['savanna-elephants', 'kidepo-giraffes', 'lake-bunyonyi']),
  ('package', 'batwa-culture-lake-bunyonyi-3-days',
    array['lake-bunyonyi', 'mgahinga-volcanoes', 'bwindi-gorillas']),
  ('package', 'kampala-jinja-culture-nile-2-days',
    array['kampala-domed-hall', 'kampala-garden-hotel', 'mabamba-shoebill']),
  ('package', 'mabamba-shoebill-birding-day-trip',
    array['kampala-domed-hall', 'jinja-nile-rafting', 'lake-bunyonyi']),
  ('package', 'rwenzori-foothills-hike-3-days',
    array['kibale-chimpanzees', 'kazinga-channel', 'lake-bunyonyi']),
  ('accommodation', 'luxury-safari-lodge',
    array['kazinga-channel', 'savanna-elephants', 'queen-elizabeth-lions']),
  ('accommodation', 'gorilla-forest-camp',
    array['bwindi-gorillas', 'mgahinga-volcanoes', 'batwa-culture']),
  ('accommodation', 'kampala-serena-hotel', array['kampala-domed-hall', 'jinja-nile-rafting']),
  ('accommodation', 'nile-delta-safari-camp', array['murchison-falls', 'jinja-nile-rafting']),
  ('accommodation', 'kibale-canopy-guesthouse', array['rwenzori-mountains', 'kazinga-channel']),
  ('accommodation', 'lake-mburo-acacia-camp', array['savanna-elephants', 'lake-bunyonyi']),
  ('accommodation', 'kidepo-ridge-lodge', array['kidepo-giraffes', 'queen-elizabeth-lions']),
  ('accommodation', 'lake-bunyonyi-island-guesthouse', array['batwa-culture', 'mgahinga-volcanoes']),
  ('destination', 'bwindi-impenetrable-forest',
    array['gorilla-forest-camp', 'batwa-culture', 'mgahinga-volcanoes']),
  ('destination', 'murchison-falls-national-park', array['savanna-elephants', 'jinja-nile-rafting']),
  ('destination', 'queen-elizabeth-national-park',
    array['kazinga-channel', 'luxury-safari-lodge', 'savanna-elephants'])
),
galleries as (
  select w.kind, w.slug,
    jsonb_agg(
      jsonb_build_object('url', a.url, 'alt', a.alt, 'decorative', false,
        'focal_x', 0.5, 'focal_y', 0.5)
      order by p.position
    ) as gallery
  from wanted as w
    cross join lateral unnest(w.pictures) with ordinality as p (name, position)
    join alts as a on regexp_replace(a.url, '^.*/|[.]webp$', '', 'g') = p.name
  group by w.kind, w.slug
),
filled_packages as (
  update public.packages as t set gallery = g.gallery
  from galleries as g
  where g.kind = 'package' and g.slug = t.slug and t.gallery = '[]'::jsonb
  returning t.id
),
filled_accommodations as (
  update public.accommodations as t set gallery = g.gallery
  from galleries as g
  where g.kind = 'accommodation' and g.slug = t.slug and t.gallery = '[]'::jsonb
  returning t.id
)
update public.destinations as t set gallery = g.gallery
from galleries as g
where g.kind = 'destination' and g.slug = t.slug and t.gallery = '[]'::jsonb;

-- Each day whose overnight stay is a seeded lodge names it by id.
update public.packages as p
set itinerary = (
  select jsonb_agg(
    case
      when day ? 'accommodation_id' or a.id is null then day
      else day || jsonb_build_object('accommodation_id', a.id)
    end
    order by position
  )
  from jsonb_array_elements(p.itinerary) with ordinality as d (day, position)
    left join public.accommodations as a on a.name = d.day ->> 'accommodation'
)
where jsonb_array_length(p.itinerary) > 0
  and exists (
    select 1
    from jsonb_array_elements(p.itinerary) as d (day)
      join public.accommodations as a on a.name = d.day ->> 'accommodation'
    where not d.day ? 'accommodation_id'
  );

-- Destination pages: where each destination's map centres, and the safaris and lodges its page
-- lists (docs/decisions.md#destination-pages). Only rows not placed yet are changed.
update public.destinations as d
set latitude = places.latitude, longitude = places.longitude
from (
  values
  ('mountain-muhavura', -1.3817, 29.6678),
  ('bwindi-impenetrable-forest', -1.0167, 29.6667),
  ('murchison-falls-national-park', 2.2784, 31.6856),
  ('queen-elizabeth-national-park', -0.1833, 29.9667),
  ('kibale-forest-national-park', 0.4500, 30.4000),
  ('kidepo-valley-national-park', 3.8833, 33.8500),
  ('lake-mburo-national-park', -0.6000, 30.9500),
  ('jinja-source-of-the-nile', 0.4244, 33.2042)
) as places (slug, latitude, longitude)
where d.slug = places.slug and d.latitude is null;

update public.packages as p
set destination_id = d.id
from (
  values
  ('bwindi-gorilla-trekking-3-days', 'bwindi-impenetrable-forest'),
  ('batwa-culture-lake-bunyonyi-3-days', 'bwindi-impenetrable-forest'),
  ('mgahinga-gorillas-golden-monkeys-4-days', 'mountain-muhavura'),
  ('kibale-chimpanzee-trekking-3-days', 'kibale-forest-national-park'),
  ('queen-elizabeth-wildlife-safari-5-days', 'queen-elizabeth-national-park'),
  ('murchison-falls-safari-4-days', 'murchison-falls-national-park'),
  ('kidepo-valley-wilderness-6-days', 'kidepo-valley-national-park'),
  ('lake-mburo-zebra-safari-2-days', 'lake-mburo-national-park'),
  ('kampala-jinja-culture-nile-2-days', 'jinja-source-of-the-nile')
) as placed (slug, destination_slug)
join public.destinations as d on d.slug = placed.destination_slug
where p.slug = placed.slug and p.destination_id is null;

update public.accommodations as a
set destination_id = d.id
from (
  values
  ('luxury-safari-lodge', 'queen-elizabeth-national-park'),
  ('gorilla-forest-camp', 'bwindi-impenetrable-forest'),
  ('nile-delta-safari-camp', 'murchison-falls-national-park'),
  ('kibale-canopy-guesthouse', 'kibale-forest-national-park'),
  ('lake-mburo-acacia-camp', 'lake-mburo-national-park'),
  ('kidepo-ridge-lodge', 'kidepo-valley-national-park')
) as placed (slug, destination_slug)
join public.destinations as d on d.slug = placed.destination_slug
where a.slug = placed.slug and a.destination_id is null;
