/**
 * How a demo creative's work looks and sounds, read from their vibe tags: the palette of their artwork,
 * avatar and cover, and the tempo and groove of their loops. One table, so a creative's picture and sound
 * agree and a new demo creative gets a fitting look from tags alone.
 */

export interface Palette {
  name: string;
  /** Paper or night sky. */
  bg: string;
  /** Type and outlines. */
  ink: string;
  /** Three accents, boldest first. */
  accents: [string, string, string];
  dark: boolean;
}

export type Groove = 'boom-bap' | 'four-on-floor' | 'half-time' | 'trap' | 'swing';

export interface Sound {
  bpm: number;
  groove: Groove;
  /** Root of the key (C2 = 0 semitones), minor or major. */
  root: number;
  minor: boolean;
  /** The lead voice over drums and bass. */
  voice: 'keys' | 'arp' | 'choir' | 'chops' | 'pad';
}

interface Look {
  tags: string[];
  palette: Palette;
  sound: Sound;
}

const LOOKS: Look[] = [
  {
    tags: ['lo-fi', 'chill', 'mellow'],
    palette: {
      name: 'dusk',
      bg: '#1e1b3a',
      ink: '#f6e7d7',
      accents: ['#f29e8e', '#9d8df1', '#ffd59e'],
      dark: true,
    },
    sound: { bpm: 80, groove: 'swing', root: 9, minor: true, voice: 'keys' },
  },
  {
    tags: ['sports', 'high-energy', 'raw'],
    palette: {
      name: 'floodlight',
      bg: '#0b0d12',
      ink: '#ffffff',
      accents: ['#d7ff3a', '#ff3b30', '#2f7bff'],
      dark: true,
    },
    sound: { bpm: 140, groove: 'trap', root: 2, minor: true, voice: 'chops' },
  },
  {
    tags: ['playful', 'poster', 'typography', 'uplifting'],
    palette: {
      name: 'riso',
      bg: '#f7f1e3',
      ink: '#1d1a52',
      accents: ['#ff48b0', '#ffe800', '#00a95c'],
      dark: false,
    },
    sound: { bpm: 112, groove: 'four-on-floor', root: 5, minor: false, voice: 'keys' },
  },
  {
    tags: ['electronic', 'digital', 'mysterious'],
    palette: {
      name: 'neon',
      bg: '#07061a',
      ink: '#e9f6ff',
      accents: ['#00e5ff', '#ff2bd6', '#7c4dff'],
      dark: true,
    },
    sound: { bpm: 120, groove: 'four-on-floor', root: 7, minor: true, voice: 'arp' },
  },
  {
    tags: ['documentary', 'organic', 'sophisticated'],
    palette: {
      name: 'film',
      bg: '#f1e4cc',
      ink: '#2a211b',
      accents: ['#c4552d', '#2f6f73', '#e0a83c'],
      dark: false,
    },
    sound: { bpm: 86, groove: 'half-time', root: 0, minor: false, voice: 'pad' },
  },
  {
    tags: ['hip-hop', 'throwback', 'gritty'],
    palette: {
      name: 'crate',
      bg: '#15110c',
      ink: '#f4e9d4',
      accents: ['#f2b705', '#d7372f', '#1f8a4c'],
      dark: true,
    },
    sound: { bpm: 92, groove: 'boom-bap', root: 11, minor: true, voice: 'chops' },
  },
  {
    tags: ['minimal', 'clean', 'brand identity'],
    palette: {
      name: 'mono',
      bg: '#f4f3ef',
      ink: '#111111',
      accents: ['#ff5a1f', '#111111', '#b9b6ad'],
      dark: false,
    },
    sound: { bpm: 96, groove: 'half-time', root: 4, minor: false, voice: 'pad' },
  },
  {
    tags: ['shortform', 'product', 'playful'],
    palette: {
      name: 'pop',
      bg: '#fff4e0',
      ink: '#14121f',
      accents: ['#ff6b35', '#3a86ff', '#ffbe0b'],
      dark: false,
    },
    sound: { bpm: 124, groove: 'four-on-floor', root: 5, minor: false, voice: 'chops' },
  },
  {
    tags: ['r&b', 'vocal-focused', 'mellow'],
    palette: {
      name: 'velvet',
      bg: '#2a0f2e',
      ink: '#fbe9dc',
      accents: ['#f4b860', '#e86a92', '#8e5bd6'],
      dark: true,
    },
    sound: { bpm: 72, groove: 'half-time', root: 3, minor: false, voice: 'choir' },
  },
  {
    tags: ['merch', 'digital', 'electronic', 'playful'],
    palette: {
      name: 'chrome',
      bg: '#0e1116',
      ink: '#f2f5f8',
      accents: ['#b8f2ff', '#ff7ad9', '#c3c9d1'],
      dark: true,
    },
    sound: { bpm: 128, groove: 'four-on-floor', root: 6, minor: true, voice: 'arp' },
  },
];

/** The look sharing the most tags with `tags` (case-insensitive); ties go to the earlier entry. */
export function lookFor(tags: readonly string[]): Look {
  const mine = new Set(tags.map((t) => t.toLowerCase()));
  let best = LOOKS[0]!;
  let bestScore = -1;
  for (const look of LOOKS) {
    const score = look.tags.filter((t) => mine.has(t)).length;
    if (score > bestScore) {
      best = look;
      bestScore = score;
    }
  }
  return best;
}

export function paletteFor(tags: readonly string[]): Palette {
  return lookFor(tags).palette;
}

export function soundFor(tags: readonly string[]): Sound {
  return lookFor(tags).sound;
}

/** Every look's sound: the demo loops' tempo, key and groove (the audio analysis bench measures them). */
export const DEMO_SOUNDS: readonly Sound[] = LOOKS.map((l) => l.sound);
