/**
 * The scale seed's creators as a real marketplace's are spread (issue 23 §1): names, cities, languages, categories and
 * bios drawn with weights, so a search's filters narrow as they would in production. Everything is a pure function
 * of the creator's number n, written as SQL over `s_creators` (id, n), so every seed of the same size is the same.
 */

/** A city, its state and country, the region's own language, and its weight out of WEIGHT_TOTAL. */
const PLACES: [city: string, state: string, country: string, language: string, weight: number][] = [
  ['Mumbai', 'Maharashtra', 'IN', 'Marathi', 13],
  ['New Delhi', 'Delhi', 'IN', 'Hindi', 12],
  ['Bengaluru', 'Karnataka', 'IN', 'Kannada', 10],
  ['Hyderabad', 'Telangana', 'IN', 'Telugu', 7],
  ['Chennai', 'Tamil Nadu', 'IN', 'Tamil', 6],
  ['Kolkata', 'West Bengal', 'IN', 'Bengali', 6],
  ['Pune', 'Maharashtra', 'IN', 'Marathi', 5],
  ['Ahmedabad', 'Gujarat', 'IN', 'Gujarati', 4],
  ['Jaipur', 'Rajasthan', 'IN', 'Marwari', 3],
  ['Lucknow', 'Uttar Pradesh', 'IN', 'Hindi', 3],
  ['Chandigarh', 'Punjab', 'IN', 'Punjabi', 2],
  ['Kochi', 'Kerala', 'IN', 'Malayalam', 2],
  ['Indore', 'Madhya Pradesh', 'IN', 'Hindi', 2],
  ['Bhopal', 'Madhya Pradesh', 'IN', 'Hindi', 2],
  ['Surat', 'Gujarat', 'IN', 'Gujarati', 2],
  ['Nagpur', 'Maharashtra', 'IN', 'Marathi', 2],
  ['Patna', 'Bihar', 'IN', 'Bhojpuri', 2],
  ['Guwahati', 'Assam', 'IN', 'Assamese', 2],
  ['Bhubaneswar', 'Odisha', 'IN', 'Odia', 2],
  ['Coimbatore', 'Tamil Nadu', 'IN', 'Tamil', 2],
  ['Visakhapatnam', 'Andhra Pradesh', 'IN', 'Telugu', 2],
  ['Panaji', 'Goa', 'IN', 'Konkani', 1],
  ['Dehradun', 'Uttarakhand', 'IN', 'Garhwali', 1],
  ['Mysuru', 'Karnataka', 'IN', 'Kannada', 1],
  ['Varanasi', 'Uttar Pradesh', 'IN', 'Hindi', 1],
  ['Ranchi', 'Jharkhand', 'IN', 'Hindi', 1],
  ['Thiruvananthapuram', 'Kerala', 'IN', 'Malayalam', 1],
  ['Dubai', 'Dubai', 'AE', 'English', 1],
  ['London', 'England', 'GB', 'English', 1],
];

/** Spec 3's eight categories, the popular ones weighted up. */
const CATEGORIES: [value: string, weight: number][] = [
  ['fashion', 20],
  ['beauty', 18],
  ['fitness', 14],
  ['food', 14],
  ['travel', 12],
  ['technology', 10],
  ['gaming', 7],
  ['art', 5],
];

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Isha',
  'Arjun',
  'Meera',
  'Kabir',
  'Diya',
  'Aditya',
  'Sneha',
  'Karan',
  'Pooja',
  'Rahul',
  'Nisha',
  'Siddharth',
  'Kavya',
  'Aman',
  'Riya',
  'Nikhil',
  'Tanvi',
  'Yash',
  'Shreya',
  'Varun',
  'Neha',
  'Harsh',
  'Aditi',
  'Dev',
  'Simran',
  'Manish',
  'Anjali',
  'Farhan',
  'Zoya',
  'Imran',
  'Sana',
  'Joseph',
  'Maria',
  'Gurpreet',
  'Harleen',
  'Lakshmi',
  'Suresh',
  'Arnav',
  'Ira',
  'Tanmay',
  'Payal',
  'Omkar',
  'Bhavna',
];
const LAST_NAMES = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Singh',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Das',
  'Khan',
  'Fernandes',
  'Menon',
  'Rao',
  'Chopra',
  'Malhotra',
  'Bose',
  'Verma',
  'Pillai',
  'Desai',
  'Shetty',
  'Kapoor',
  'Mishra',
  'Agarwal',
  'Sheikh',
  'Dsouza',
  'Gill',
  'Naidu',
  'Chatterjee',
  'Saxena',
];

/** What a bio says about each category: the words brands search for. */
const CATEGORY_LINES: Record<string, string[]> = {
  fashion: ['Everyday outfits and styling ideas on a budget.', 'Street style, thrift finds and festive looks.'],
  beauty: ['Skincare routines and honest makeup reviews.', 'Drugstore beauty, tested on Indian skin.'],
  fitness: ['Home workouts, yoga and healthy habits.', 'Strength training and running for beginners.'],
  food: ['Home cooking, street food and recipe videos.', 'Regional recipes and restaurant reviews.'],
  travel: ['Budget travel, weekend trips and hidden places.', 'Road trips and mountain treks across India.'],
  technology: ['Gadget unboxings and honest phone reviews.', 'Tech explained simply: apps, laptops and audio.'],
  gaming: ['Mobile gaming, live streams and esports news.', 'Game reviews and setups for every budget.'],
  art: ['Illustration, crafts and DIY home decor.', 'Painting timelapses and art supply reviews.'],
};
const CLOSING_LINES = [
  'Short honest reviews of everyday products, filmed at home.',
  'Posting three times a week for a loyal, engaged audience.',
  'Collaborations with brands I actually use.',
  'Bilingual content for young audiences in metro cities.',
  'Relatable everyday content with a personal touch.',
];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(quote).join(',')}]::text[]`;
/** The values repeated by weight, so `(array)[1 + h % total]` draws one with that weight. */
const weighted = <T>(entries: T[], weightOf: (entry: T) => number) => entries.flatMap((entry) => Array(weightOf(entry)).fill(entry) as T[]);
/** A hash of n with its own salt, as a non-negative integer: each salt draws independently of the others. */
const hash = (salt: number) => `(hashint8(n::bigint * 1000 + ${salt}) & 2147483647)`;

const PLACE_DRAW = weighted(PLACES, (place) => place[4]);
const CATEGORY_DRAW = weighted(CATEGORIES, (category) => category[1]).map(([value]) => value);
const BIO_DRAW = CATEGORIES.flatMap(([value]) => CATEGORY_LINES[value] ?? []);

/**
 * Creator n's profile: the place drawn by weight; the preferred language the region's own (45 %), Hindi (25 %) or
 * English (30 %), with English or Hindi as an extra one for a third of them; one to three categories, the first
 * drawn by weight; a bio that names the first category; a varied name, gender, age, audience size and content type.
 */
export function creatorProfilesSql(creatorDigits: number): string {
  const place = `(1 + ${hash(11)} % ${PLACE_DRAW.length})`;
  const at = (column: number) => `(${textArray(PLACE_DRAW.map((p) => p[column] as string))})[${place}]`;
  const languagePick = `${hash(23)} % 100`;
  const language = `case when ${languagePick} < 45 then ${at(3)} when ${languagePick} < 70 then 'Hindi' else 'English' end`;
  const first = `(${textArray(CATEGORY_DRAW)})[1 + ${hash(37)} % ${CATEGORY_DRAW.length}]`;
  const categoryCount = `(1 + ${hash(41)} % 3)`;
  const others = textArray(CATEGORIES.map(([value]) => value));
  return `insert into creator_profiles (user_id, first_name, last_name, username, phone_country_code, phone_number, gender, date_of_birth, language,
      extra_languages, bio, address1, country, state, city, postal_code, timezone, categories, content_type, audience_size, terms_accepted_at,
      created_at, updated_at)
    select id, first_name, last_name, format('scale_creator_%s', lpad(n::text, ${creatorDigits}, '0')), '+91',
      lpad((9000000000 + n)::text, 10, '0'), (array['female','male','other','female','male'])[1 + ${hash(53)} % 5],
      date '1976-01-01' + (${hash(59)} % 12000)::int, language,
      case when ${hash(61)} % 3 = 0 then array_remove(array[case when language = 'English' then 'Hindi' else 'English' end], language) else '{}' end,
      format('%s %s', (${textArray(BIO_DRAW)})[1 + (array_position(${others}, categories[1]) - 1) * 2 + ${hash(67)} % 2],
        (${textArray(CLOSING_LINES)})[1 + ${hash(71)} % ${CLOSING_LINES.length}]),
      format('%s MG Road', 1 + n % 200), country, state, city, '400001', 'Asia/Kolkata', categories,
      (array['video','video','video','photo','text'])[1 + ${hash(73)} % 5],
      (array['micro','small','small','medium','large','xlarge'])[1 + ${hash(79)} % 6],
      now() - interval '300 days', now() - (${hash(83)} % 700) * interval '1 hour' - interval '10 days', now() - interval '10 days'
    from (
      select id, n, ${at(0)} as city, ${at(1)} as state, ${at(2)} as country, ${language} as language,
        (${textArray(FIRST_NAMES)})[1 + ${hash(89)} % ${FIRST_NAMES.length}] as first_name,
        (${textArray(LAST_NAMES)})[1 + ${hash(97)} % ${LAST_NAMES.length}] as last_name,
        (select array_agg(distinct c) from unnest(array[${first},
            (${others})[1 + ${hash(101)} % 8], (${others})[1 + ${hash(103)} % 8]]) with ordinality as u(c, k)
          where k <= ${categoryCount}) as categories
      from s_creators
    ) c`;
}

/** The creators' users.name, the same first and last name their profile gets. */
export function creatorNameSql(): string {
  return `(${textArray(FIRST_NAMES)})[1 + ${hash(89)} % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + ${hash(97)} % ${LAST_NAMES.length}]`;
}
