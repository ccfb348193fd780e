import type { RecentWork, SnippetPreview } from '../schema/creators';

export interface DemoCreator {
  id: string;
  name: string;
  creativeRole: 'producer' | 'videographer' | 'designer';
  raceGender: string;
  age: number;
  location: string;
  niche: string;
  focus: string;
  bio: string;
  /** External portfolio links (opened in a new tab; never loaded by the app). */
  portfolio: string[];
  look: string;
  snippet: SnippetPreview;
  vibeTags: string[];
  gear: string[];
  recentWork: RecentWork[];
  /** Whole dollars, as the spec's sample rates (600-2500). */
  collaborationRate: number;
  availability: 'available' | 'busy' | 'booked';
  preferredBrands: string[];
}

/** The ten explore creators (spec part 1, section 3): demo seed data, never read by a component. */
export const DEMO_CREATORS: DemoCreator[] = [
  {
    id: 'demo-creator-maya-lin',
    name: 'Maya Lin',
    creativeRole: 'producer',
    raceGender: 'Asian American woman',
    age: 20,
    location: 'Los Angeles, CA',
    niche: 'Lo-fi producer',
    focus: 'Study beats with live keys',
    bio: 'I make lo-fi for late-night study sessions, recorded on a thrifted Rhodes. Always down to score a calm campus story.',
    portfolio: ['https://mayalin.portfolio.example/work'],
    look: 'Oversized knits, film camera always on hand',
    snippet: {
      type: 'audio',
      durationSeconds: 5,
      previewUrl: null,
      description: 'Dusty Rhodes chords over a lazy swing groove',
    },
    vibeTags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'],
    gear: ['Ableton Live', 'Roland SP-404', 'Nord Stage'],
    recentWork: [
      { title: 'Late Library Loop', briefMatch: true },
      { title: 'Rainy Quad', briefMatch: false },
    ],
    collaborationRate: 800,
    availability: 'available',
    preferredBrands: ['Spotify', 'Muji', 'Notion'],
  },
  {
    id: 'demo-creator-jordan-reyes',
    name: 'Jordan Reyes',
    creativeRole: 'videographer',
    raceGender: 'Latino man',
    age: 22,
    location: 'Austin, TX',
    niche: 'Sports videographer',
    focus: 'Game-day hype reels',
    bio: 'I shoot game days like movie trailers: fast cuts, loud crowds and the moment right before the buzzer.',
    portfolio: ['https://jordanreyes.portfolio.example/work'],
    look: 'Team jersey, backwards cap, gimbal in hand',
    snippet: {
      type: 'video',
      durationSeconds: 12,
      previewUrl: null,
      description: 'Slow-motion tunnel walk into a stadium roar',
    },
    vibeTags: ['High-energy', 'Sports', 'Cinematic', 'Raw', 'Dance'],
    gear: ['Sony FX3', 'DJI RS 3', 'DaVinci Resolve'],
    recentWork: [
      { title: 'Homecoming Hype', briefMatch: true },
      { title: 'Senior Night', briefMatch: true },
    ],
    collaborationRate: 1500,
    availability: 'busy',
    preferredBrands: ['Nike', 'Gatorade', 'Red Bull'],
  },
  {
    id: 'demo-creator-aisha-bello',
    name: 'Aisha Bello',
    creativeRole: 'designer',
    raceGender: 'Black woman',
    age: 21,
    location: 'Atlanta, GA',
    niche: 'Graphic designer',
    focus: 'Bold type posters for campus events',
    bio: 'Poster-first designer. Big type, bright colour, and a layout you can read from across the quad.',
    portfolio: ['https://aishabello.portfolio.example/work'],
    look: 'Bright head wraps, paint on her sneakers',
    snippet: {
      type: 'image_carousel',
      durationSeconds: 8,
      previewUrl: null,
      description: 'Three gig posters in neon risograph',
    },
    vibeTags: ['Playful', 'Clean', 'Poster', 'Typography', 'Uplifting'],
    gear: ['Adobe Illustrator', 'Procreate', 'Risograph'],
    recentWork: [
      { title: 'Spring Fest Poster Series', briefMatch: true },
      { title: 'Black History Month Zine', briefMatch: false },
    ],
    collaborationRate: 950,
    availability: 'available',
    preferredBrands: ['Glossier', 'Converse', 'Canva'],
  },
  {
    id: 'demo-creator-theo-nakamura',
    name: 'Theo Nakamura',
    creativeRole: 'producer',
    raceGender: 'Japanese American man',
    age: 23,
    location: 'Seattle, WA',
    niche: 'Electronic producer',
    focus: 'Cinematic synthwave for trailers',
    bio: 'Synths, drum machines and a soft spot for trailer music. I build cinematic electronic cues from scratch.',
    portfolio: ['https://theonakamura.portfolio.example/work'],
    look: 'All black, silver rings, headphones around the neck',
    snippet: {
      type: 'audio',
      durationSeconds: 5,
      previewUrl: null,
      description: 'Arpeggiated synths building into a wide drop',
    },
    vibeTags: ['Electronic', 'Digital', 'Cinematic', 'Mysterious', 'High-energy'],
    gear: ['FL Studio', 'Moog Subsequent 37', 'Arturia KeyLab'],
    recentWork: [
      { title: 'Neon Transit', briefMatch: true },
      { title: 'Night Drive Cue', briefMatch: true },
    ],
    collaborationRate: 1200,
    availability: 'available',
    preferredBrands: ['Xbox', 'Tesla', 'Adobe'],
  },
  {
    id: 'demo-creator-sofia-marquez',
    name: 'Sofia Marquez',
    creativeRole: 'videographer',
    raceGender: 'Mexican American woman',
    age: 20,
    location: 'Chicago, IL',
    niche: 'Documentary filmmaker',
    focus: 'Short portraits of neighbourhood makers',
    bio: 'I film the people who make my neighbourhood: bakers, barbers, muralists. Quiet, honest, unhurried portraits.',
    portfolio: ['https://sofiamarquez.portfolio.example/work'],
    look: 'Denim jacket covered in pins',
    snippet: {
      type: 'video',
      durationSeconds: 20,
      previewUrl: null,
      description: 'A tamale vendor at dawn, in one handheld take',
    },
    vibeTags: ['Documentary', 'Raw', 'Organic', 'Vocal-focused', 'Sophisticated'],
    gear: ['Blackmagic Pocket 6K', 'Rode NTG5', 'Premiere Pro'],
    recentWork: [
      { title: 'Pilsen Mornings', briefMatch: false },
      { title: 'The Last Record Store', briefMatch: true },
    ],
    collaborationRate: 1100,
    availability: 'available',
    preferredBrands: ['Patagonia', 'Etsy', 'NPR'],
  },
  {
    id: 'demo-creator-kwame-asante',
    name: 'Kwame Asante',
    creativeRole: 'producer',
    raceGender: 'Ghanaian American man',
    age: 21,
    location: 'New York, NY',
    niche: 'Hip-hop producer',
    focus: 'Boom-bap with Afrobeats percussion',
    bio: 'Boom-bap drums meet Afrobeats percussion. I chop samples from my dad’s record crate and add live shakers.',
    portfolio: ['https://kwameasante.portfolio.example/work'],
    look: 'Kente bucket hat, vintage Walkman',
    snippet: {
      type: 'audio',
      durationSeconds: 5,
      previewUrl: null,
      description: 'Chopped soul sample over talking drums',
    },
    vibeTags: ['Hip-hop', 'Throwback', 'Beat-driven', 'Gritty', 'Dance'],
    gear: ['MPC Live II', 'Logic Pro', 'Technics SL-1200'],
    recentWork: [
      { title: 'Harlem Summer', briefMatch: true },
      { title: 'Crate Diggers Vol. 2', briefMatch: false },
    ],
    collaborationRate: 1300,
    availability: 'booked',
    preferredBrands: ['Timberland', 'Beats by Dre', 'Foot Locker'],
  },
  {
    id: 'demo-creator-lena-fischer',
    name: 'Lena Fischer',
    creativeRole: 'designer',
    raceGender: 'White woman',
    age: 22,
    location: 'Providence, RI',
    niche: 'Brand identity designer',
    focus: 'Minimal identities for student startups',
    bio: 'I design small, sharp identities for student startups: a logo, a type system and rules that scale.',
    portfolio: ['https://lenafischer.portfolio.example/work'],
    look: 'Monochrome, round glasses, sketchbook',
    snippet: {
      type: 'image_carousel',
      durationSeconds: 6,
      previewUrl: null,
      description: 'Logo grid and a type specimen for a coffee startup',
    },
    vibeTags: ['Clean', 'Sophisticated', 'Brand Identity', 'Minimal', 'Chill'],
    gear: ['Figma', 'Adobe InDesign', 'Glyphs'],
    recentWork: [
      { title: 'Brew Lab Identity', briefMatch: true },
      { title: 'Orbit Pitch Deck', briefMatch: true },
    ],
    collaborationRate: 1000,
    availability: 'available',
    preferredBrands: ['Apple', 'Allbirds', 'Figma'],
  },
  {
    id: 'demo-creator-dev-patel',
    name: 'Dev Patel',
    creativeRole: 'videographer',
    raceGender: 'Indian American man',
    age: 19,
    location: 'Berkeley, CA',
    niche: 'Shortform creator',
    focus: 'Vertical product stories that loop',
    bio: 'Vertical stories that loop. I turn a product into a 15-second reason to watch it again.',
    portfolio: ['https://devpatel.portfolio.example/work'],
    look: 'Hoodie, ring light, three phones',
    snippet: {
      type: 'video',
      durationSeconds: 15,
      previewUrl: null,
      description: 'A sneaker unboxing cut to the beat',
    },
    vibeTags: ['Shortform', 'Playful', 'High-energy', 'Digital', 'Product'],
    gear: ['iPhone 16 Pro', 'CapCut', 'DJI Mic 2'],
    recentWork: [
      { title: 'Dorm Room Setup Tour', briefMatch: true },
      { title: '60-Second Ramen', briefMatch: false },
    ],
    collaborationRate: 600,
    availability: 'available',
    preferredBrands: ['Samsung', 'Chipotle', 'Duolingo'],
  },
  {
    id: 'demo-creator-imani-brooks',
    name: 'Imani Brooks',
    creativeRole: 'producer',
    raceGender: 'Black woman',
    age: 22,
    location: 'Nashville, TN',
    niche: 'R&B producer and vocalist',
    focus: 'Layered harmonies over warm bass',
    bio: 'Producer and vocalist: stacked harmonies, warm bass and slow grooves for late drives.',
    portfolio: ['https://imanibrooks.portfolio.example/work'],
    look: 'Gold hoops, satin bomber',
    snippet: {
      type: 'audio',
      durationSeconds: 5,
      previewUrl: null,
      description: 'Stacked vocal harmonies over a slow 808',
    },
    vibeTags: ['R&B', 'Vocal-focused', 'Mellow', 'Uplifting', 'Chill'],
    gear: ['Pro Tools', 'Neumann TLM 103', 'Juno-106'],
    recentWork: [
      { title: 'Golden Hour Hooks', briefMatch: true },
      { title: 'Sunday Kitchen', briefMatch: false },
    ],
    collaborationRate: 1400,
    availability: 'busy',
    preferredBrands: ['Fenty Beauty', 'Apple Music', 'Sephora'],
  },
  {
    id: 'demo-creator-noah-kim',
    name: 'Noah Kim',
    creativeRole: 'designer',
    raceGender: 'Korean American man',
    age: 21,
    location: 'Remote',
    niche: 'Motion and 3D designer',
    focus: 'AR filters and animated merch drops',
    bio: 'Motion and 3D for drops that move: AR filters, animated merch and loops for launch day.',
    portfolio: ['https://noahkim.portfolio.example/work'],
    look: 'Bleached hair, techwear',
    snippet: {
      type: 'ar_demo',
      durationSeconds: 10,
      previewUrl: null,
      description: 'A chrome logo that melts into a face filter',
    },
    vibeTags: ['Digital', 'Electronic', 'Mysterious', 'Playful', 'Merch'],
    gear: ['Blender', 'Cinema 4D', 'Spark AR'],
    recentWork: [
      { title: 'Chrome Drop Filter', briefMatch: true },
      { title: 'Campus Mascot 3D', briefMatch: false },
    ],
    collaborationRate: 2500,
    availability: 'available',
    preferredBrands: ['Snapchat', 'Adidas', 'Riot Games'],
  },
];

/** What brand search filters on (spec part 2, section 9 options), per demo creator; decision 015. */
export interface DemoSearchProfile {
  field: string;
  languages: string[];
  region: string;
  diversityMarkers: string[];
  collaborationTypes: string[];
  postingFrequency: string;
}

export const DEMO_SEARCH_PROFILES: Record<string, DemoSearchProfile> = {
  'demo-creator-maya-lin': {
    field: 'Music',
    languages: ['English', 'Korean'],
    region: 'North America',
    diversityMarkers: ['POC', 'Women'],
    collaborationTypes: ['One-off', 'UGC-only', 'Licensing'],
    postingFrequency: 'Weekly',
  },
  'demo-creator-jordan-reyes': {
    field: 'Photography',
    languages: ['English', 'Spanish'],
    region: 'North America',
    diversityMarkers: ['POC'],
    collaborationTypes: ['Long-term', 'Brand Partnership'],
    postingFrequency: 'Daily',
  },
  'demo-creator-aisha-bello': {
    field: 'Design',
    languages: ['English', 'French'],
    region: 'North America',
    diversityMarkers: ['POC', 'Women', 'First Generation'],
    collaborationTypes: ['One-off', 'Brand Partnership'],
    postingFrequency: 'Weekly',
  },
  'demo-creator-theo-nakamura': {
    field: 'Music',
    languages: ['English', 'Japanese'],
    region: 'North America',
    diversityMarkers: ['POC'],
    collaborationTypes: ['Long-term', 'Licensing'],
    postingFrequency: 'Bi-weekly',
  },
  'demo-creator-sofia-marquez': {
    field: 'Visual Art',
    languages: ['English', 'Spanish'],
    region: 'North America',
    diversityMarkers: ['POC', 'Women', 'First Generation'],
    collaborationTypes: ['Long-term', 'Brand Partnership'],
    postingFrequency: 'Monthly',
  },
  'demo-creator-kwame-asante': {
    field: 'Music',
    languages: ['English'],
    region: 'North America',
    diversityMarkers: ['POC', 'First Generation'],
    collaborationTypes: ['One-off', 'Licensing'],
    postingFrequency: 'Weekly',
  },
  'demo-creator-lena-fischer': {
    field: 'Design',
    languages: ['English', 'French'],
    region: 'North America',
    diversityMarkers: ['Women'],
    collaborationTypes: ['Long-term', 'Brand Partnership'],
    postingFrequency: 'Bi-weekly',
  },
  'demo-creator-dev-patel': {
    field: 'Fashion',
    languages: ['English'],
    region: 'North America',
    diversityMarkers: ['POC'],
    collaborationTypes: ['One-off', 'UGC-only'],
    postingFrequency: 'Daily',
  },
  'demo-creator-imani-brooks': {
    field: 'Music',
    languages: ['English'],
    region: 'North America',
    diversityMarkers: ['LGBTQ+', 'POC', 'Women'],
    collaborationTypes: ['Brand Partnership', 'Licensing'],
    postingFrequency: 'Weekly',
  },
  'demo-creator-noah-kim': {
    field: 'Design',
    languages: ['English', 'Korean'],
    region: 'Asia',
    diversityMarkers: ['LGBTQ+', 'POC'],
    collaborationTypes: ['Long-term', 'Licensing'],
    postingFrequency: 'Monthly',
  },
};
