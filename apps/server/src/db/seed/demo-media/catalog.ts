import type { ArtworkSpec } from './artwork';
import type { Palette } from './looks';
import type { Shot } from './video';

/**
 * What each demo creative made (issue 17 item 3), by creator id: titles from their recentWork, categories
 * from the domain's lists for their role, and what the generators draw, play or cut for it. Feed pieces
 * and circles have their own entries. Data only; seed-demo-media.ts renders and stores it.
 */

export type WorkPlan =
  | { kind: 'artwork'; title: string; categories: string[]; art: Omit<ArtworkSpec, 'seed' | 'palette'> }
  | { kind: 'loop'; title: string; categories: string[]; variation: number }
  | { kind: 'clip'; title: string; categories: string[]; square: boolean; energy: 'hype' | 'calm'; shots: Shot[] };

const hype = (shots: [Shot['scene']['kind'], Shot['move'], number, string?][]): Shot[] =>
  shots.map(([kind, move, seconds, text]) => ({ scene: { kind, text }, move, seconds }));

export const DEMO_WORK: Record<string, WorkPlan[]> = {
  'demo-creator-maya-lin': [
    { kind: 'loop', title: 'Late Library Loop', categories: ['Lo-fi', 'Ambient'], variation: 0 },
    { kind: 'loop', title: 'Rainy Quad', categories: ['Lo-fi', 'Hip-hop'], variation: 1 },
  ],
  'demo-creator-theo-nakamura': [
    { kind: 'loop', title: 'Neon Transit', categories: ['Electronic', 'Cinematic'], variation: 0 },
    { kind: 'loop', title: 'Night Drive Cue', categories: ['Electronic', 'Cinematic'], variation: 1 },
  ],
  'demo-creator-kwame-asante': [
    { kind: 'loop', title: 'Harlem Summer', categories: ['Hip-hop'], variation: 0 },
    { kind: 'loop', title: 'Crate Diggers Vol. 2', categories: ['Hip-hop', 'Experimental'], variation: 1 },
  ],
  'demo-creator-imani-brooks': [
    { kind: 'loop', title: 'Golden Hour Hooks', categories: ['Pop', 'Acoustic'], variation: 0 },
    { kind: 'loop', title: 'Sunday Kitchen', categories: ['Acoustic', 'Pop'], variation: 1 },
  ],
  'demo-creator-jordan-reyes': [
    {
      kind: 'clip',
      title: 'Homecoming Hype',
      categories: ['Event Recap', 'Cinematic'],
      square: false,
      energy: 'hype',
      shots: hype([
        ['tunnel', 'push-in', 2.5],
        ['stadium', 'pan-right', 2],
        ['crowd', 'shake', 1.5],
        ['jersey', 'push-in', 1.5, '23'],
        ['scoreboard', 'shake', 1.5, 'HOME 24|AWAY 21'],
        ['stadium', 'pull-out', 3],
      ]),
    },
    {
      kind: 'clip',
      title: 'Senior Night',
      categories: ['Event Recap', 'Shortform'],
      square: false,
      energy: 'hype',
      shots: hype([
        ['stadium', 'push-in', 2],
        ['jersey', 'shake', 1.5, '12'],
        ['crowd', 'pan-left', 2],
        ['scoreboard', 'push-in', 1.5, 'SENIOR|NIGHT'],
        ['tunnel', 'push-in', 2],
        ['crowd', 'pull-out', 3],
      ]),
    },
  ],
  'demo-creator-sofia-marquez': [
    {
      kind: 'clip',
      title: 'Pilsen Mornings',
      categories: ['Documentary', 'B-roll'],
      square: false,
      energy: 'calm',
      shots: hype([
        ['city-dawn', 'rise', 4],
        ['mural', 'pan-right', 4],
        ['city-dawn', 'push-in', 4],
      ]),
    },
    {
      kind: 'clip',
      title: 'The Last Record Store',
      categories: ['Documentary', 'Interview'],
      square: false,
      energy: 'calm',
      shots: hype([
        ['shelves', 'pan-right', 4],
        ['vinyl', 'spin', 4, 'SIDE A'],
        ['shelves', 'pull-out', 4],
      ]),
    },
  ],
  'demo-creator-dev-patel': [
    {
      kind: 'clip',
      title: 'Dorm Room Setup Tour',
      categories: ['Product', 'Shortform'],
      square: true,
      energy: 'hype',
      shots: hype([
        ['desk', 'pull-out', 3],
        ['desk', 'pan-right', 3],
        ['desk', 'push-in', 3],
        ['desk', 'shake', 3],
      ]),
    },
    {
      kind: 'clip',
      title: '60-Second Ramen',
      categories: ['Shortform', 'Commercial'],
      square: true,
      energy: 'hype',
      shots: hype([
        ['ramen', 'spin', 4],
        ['ramen', 'push-in', 2.5],
        ['ramen', 'shake', 2],
        ['ramen', 'pull-out', 3.5],
      ]),
    },
  ],
  'demo-creator-aisha-bello': [
    {
      kind: 'artwork',
      title: 'Spring Fest Poster Series',
      categories: ['Poster', 'Typography'],
      art: { style: 'riso-poster', words: ['SPRING', 'FEST'], caption: '04.18 THE QUAD' },
    },
    {
      kind: 'artwork',
      title: 'Black History Month Zine',
      categories: ['Typography', 'Illustration'],
      art: { style: 'riso-poster', words: ['BLACK', 'HISTORY', 'MONTH'], caption: 'ZINE NO. 02' },
    },
    {
      kind: 'artwork',
      title: 'Spring Fest Poster Series, No. 2',
      categories: ['Poster'],
      art: { style: 'riso-poster', words: ['LIVE', 'ON THE', 'QUAD'], caption: 'SPRING FEST NIGHT 2' },
    },
  ],
  'demo-creator-lena-fischer': [
    {
      kind: 'artwork',
      title: 'Brew Lab Identity',
      categories: ['Brand Identity', 'Packaging'],
      art: { style: 'identity', words: ['BREW LAB'], caption: 'COFFEE STARTUP IDENTITY', mark: 'cup' },
    },
    {
      kind: 'artwork',
      title: 'Orbit Pitch Deck',
      categories: ['Pitch Deck', 'Brand Identity'],
      art: { style: 'identity', words: ['ORBIT'], caption: 'SEED DECK 2026', mark: 'orbit' },
    },
    {
      kind: 'artwork',
      title: 'Brew Lab Identity, Type Specimen',
      categories: ['Typography', 'Brand Identity'],
      art: { style: 'specimen', words: ['BREW', 'LAB'], caption: 'BREW LAB TYPE SPECIMEN' },
    },
  ],
  'demo-creator-noah-kim': [
    {
      kind: 'artwork',
      title: 'Chrome Drop Filter',
      categories: ['Merch', 'Social Templates'],
      art: { style: 'chrome', words: ['CHROME', 'DROP'], caption: 'AR FILTER 01' },
    },
    {
      kind: 'artwork',
      title: 'Campus Mascot 3D',
      categories: ['Illustration', 'Merch'],
      art: { style: 'chrome', words: ['MASCOT', '3D'], caption: 'CAMPUS DROP' },
    },
    {
      kind: 'artwork',
      title: 'Chrome Drop Filter, Merch Tee',
      categories: ['Merch'],
      art: { style: 'chrome', words: ['DROP', '002'], caption: 'MERCH TEE' },
    },
  ],
};

/** Feed pieces: a clip in the look of one collaborator, scored with the producer's loop. */
export const DEMO_PIECE_CLIPS: Record<
  string,
  { lookOf: string; square: boolean; energy: 'hype' | 'calm'; shots: Shot[] }
> = {
  'demo-piece-campus-nights': {
    lookOf: 'demo-creator-maya-lin',
    square: false,
    energy: 'calm',
    shots: hype([
      ['city-night', 'pan-right', 4],
      ['city-night', 'push-in', 4],
      ['city-night', 'pull-out', 4],
    ]),
  },
  'demo-piece-game-day': {
    lookOf: 'demo-creator-jordan-reyes',
    square: false,
    energy: 'hype',
    shots: hype([
      ['stadium', 'shake', 2],
      ['crowd', 'push-in', 2],
      ['jersey', 'shake', 1.5, '7'],
      ['tunnel', 'push-in', 2],
      ['scoreboard', 'shake', 1.5, 'HOME 31|AWAY 28'],
      ['stadium', 'pull-out', 3],
    ]),
  },
  'demo-piece-neon-market': {
    lookOf: 'demo-creator-theo-nakamura',
    square: false,
    energy: 'calm',
    shots: hype([
      ['market', 'pan-right', 4, 'NIGHT MARKET'],
      ['market', 'push-in', 4, 'NOODLES'],
      ['market', 'pan-left', 4, 'OPEN LATE'],
    ]),
  },
  'demo-piece-slow-sunday': {
    lookOf: 'demo-creator-imani-brooks',
    square: true,
    energy: 'calm',
    shots: hype([
      ['studio', 'push-in', 6],
      ['studio', 'pan-left', 6],
    ]),
  },
  'demo-piece-first-light': {
    lookOf: 'demo-creator-sofia-marquez',
    square: false,
    energy: 'calm',
    shots: hype([
      ['river-sunrise', 'rise', 6],
      ['river-sunrise', 'push-in', 6],
    ]),
  },
};

/** Circle covers: the signature pattern of the circle's craft, in the circle's colour. */
export const DEMO_CIRCLE_COVERS: Record<
  string,
  { signature: 'waveform' | 'filmstrip' | 'tiles'; word: string; palette: Palette }
> = {
  'demo-circle-beat-lab': {
    signature: 'waveform',
    word: '',
    palette: { name: 'violet', bg: '#1a1033', ink: '#f1e9ff', accents: ['#b388ff', '#7c4dff', '#ff80ab'], dark: true },
  },
  'demo-circle-frame-by-frame': {
    signature: 'filmstrip',
    word: '',
    palette: { name: 'amber', bg: '#2b1a08', ink: '#fff3e0', accents: ['#d9822b', '#3d2b5c', '#ffc24a'], dark: true },
  },
  'demo-circle-type-club': {
    signature: 'tiles',
    word: 'TYPE CLUB',
    palette: { name: 'teal', bg: '#e6f4f1', ink: '#0b3b3a', accents: ['#14b8a6', '#f97316', '#fde68a'], dark: false },
  },
};
