import type { BLOG_CATEGORIES } from '../content/categories.ts';
import { capitalized } from '../text.ts';

type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * Every motif the artwork may draw: a Phosphor duotone icon's name, with how an alt text says it and
 * the word the content check looks for in that alt text (src/lib/content-check/rules/artwork.ts).
 */
export const MOTIFS = {
  wind: ['gusts of wind', 'wind'],
  'cloud-rain': ['a rain cloud', 'rain cloud'],
  'cloud-sun': ['a cloud passing the sun', 'cloud'],
  heartbeat: ['a heart with a pulse line', 'pulse'],
  'moon-stars': ['a moon and stars', 'moon'],
  waves: ['waves', 'wave'],
  umbrella: ['an umbrella', 'umbrella'],
  lighthouse: ['a lighthouse', 'lighthouse'],
  backpack: ['a backpack', 'backpack'],
  headphones: ['headphones', 'headphones'],
  'device-mobile': ['a mobile phone', 'phone'],
  sneaker: ['a sneaker', 'sneaker'],
  'music-notes': ['music notes', 'music'],
  'flower-lotus': ['a lotus flower', 'lotus'],
  leaf: ['a leaf', 'leaf'],
  lifebuoy: ['a lifebuoy', 'lifebuoy'],
  'chats-circle': ['two speech bubbles', 'speech bubble'],
  ear: ['an ear', 'ear'],
  'envelope-simple': ['an envelope', 'envelope'],
  heart: ['a heart', 'heart'],
  'mask-happy': ['a smiling mask', 'mask'],
  'mask-sad': ['a sad mask', 'mask'],
  'sun-horizon': ['a sun on the horizon', 'sun'],
  'hand-heart': ['a hand holding a heart', 'hand'],
  baby: ['a baby', 'baby'],
  'house-line': ['a house', 'house'],
  'puzzle-piece': ['a puzzle piece', 'puzzle'],
  plant: ['a plant with two leaves', 'plant'],
  mountains: ['mountains', 'mountain'],
  compass: ['a compass', 'compass'],
  tree: ['a tree', 'tree'],
  users: ['outlines of two people', 'people'],
  'users-four': ['outlines of four people', 'people'],
  handshake: ['a handshake', 'handshake'],
  'heart-break': ['a broken heart', 'broken heart'],
  coffee: ['a cup of coffee', 'coffee'],
  key: ['a key', 'key'],
  door: ['a closed door', 'door'],
  'hand-palm': ['a raised hand', 'hand'],
  wall: ['a brick wall', 'wall'],
  'lock-simple': ['a padlock', 'padlock'],
  shield: ['a shield', 'shield'],
  footprints: ['a pair of footprints', 'footprints'],
  'arrows-clockwise': ['two circling arrows', 'arrows'],
  hourglass: ['an hourglass', 'hourglass'],
  anchor: ['an anchor', 'anchor'],
  shapes: ['three shapes', 'shapes'],
  'paint-brush': ['a paintbrush', 'paintbrush'],
  balloon: ['a balloon', 'balloon'],
  feather: ['a feather', 'feather'],
  'book-open': ['an open book', 'book'],
  'pen-nib': ['a pen nib', 'pen'],
  armchair: ['an armchair', 'armchair'],
  'chalkboard-teacher': ['a chalkboard', 'chalkboard'],
  gift: ['a wrapped gift', 'gift'],
  signpost: ['a signpost', 'signpost'],
  'flower-tulip': ['a tulip', 'tulip'],
  pill: ['a pill capsule', 'pill'],
  'warning-circle': ['a warning sign', 'warning'],
  lightning: ['a lightning bolt', 'lightning'],
  bandaids: ['two crossed bandages', 'bandage'],
  cloud: ['a cloud', 'cloud'],
  scales: ['a pair of scales', 'scales'],
  rainbow: ['a rainbow', 'rainbow'],
  'clipboard-text': ['a clipboard', 'clipboard'],
  graph: ['a diagram of linked dots', 'diagram'],
  bird: ['a bird', 'bird'],
  butterfly: ['a butterfly', 'butterfly'],
  bicycle: ['a bicycle', 'bicycle'],
  sailboat: ['a sailboat', 'sailboat'],
  campfire: ['a campfire', 'campfire'],
  lightbulb: ['a light bulb', 'light bulb'],
  binoculars: ['binoculars', 'binoculars'],
  'map-trifold': ['a folded map', 'map'],
  ladder: ['a ladder', 'ladder'],
  bridge: ['a bridge', 'bridge'],
  infinity: ['an infinity sign', 'infinity'],
  'hands-clapping': ['clapping hands', 'clapping'],
  'game-controller': ['a game controller', 'game controller'],
  books: ['a row of books', 'books'],
  'calendar-heart': ['a calendar with a heart', 'calendar'],
  'cooking-pot': ['a cooking pot', 'pot'],
  bed: ['a bed', 'bed'],
  'user-circle': ['a person in a circle', 'person'],
  'users-three': ['outlines of three people', 'people'],
  user: ['the outline of a person', 'person'],
  eyeglasses: ['a pair of glasses', 'glasses'],
  'seal-check': ['a seal with a tick', 'seal'],
} as const satisfies Record<string, readonly [phrase: string, word: string]>;
export type Motif = keyof typeof MOTIFS;

/**
 * Each category's motifs, most telling first: the category's colour tells the shelf, and an article
 * draws from these after its title's own motifs, so no two articles in a listing share a motif.
 */
export const CATEGORY_MOTIFS: Record<BlogCategory, readonly Motif[]> = {
  Anxiety: ['wind', 'waves', 'umbrella', 'lighthouse', 'cloud-rain', 'anchor'],
  'Teen Support': ['backpack', 'headphones', 'sneaker', 'music-notes', 'game-controller', 'bicycle'],
  'Mental Health': ['flower-lotus', 'leaf', 'cloud-sun', 'lifebuoy', 'lightbulb', 'bird'],
  Communication: ['chats-circle', 'ear', 'envelope-simple', 'bridge', 'hands-clapping'],
  'Emotional Health': ['heart', 'mask-happy', 'butterfly', 'sun-horizon', 'flower-tulip'],
  Parenting: ['hand-heart', 'puzzle-piece', 'cooking-pot', 'house-line', 'books', 'bed'],
  'Personal Growth': ['plant', 'compass', 'tree', 'ladder', 'map-trifold', 'binoculars'],
  Relationships: ['users', 'handshake', 'key', 'coffee', 'calendar-heart', 'infinity'],
  Boundaries: ['hand-palm', 'wall', 'shield', 'door', 'lock-simple'],
  'Addiction Recovery': ['footprints', 'sailboat', 'campfire', 'hourglass', 'sun-horizon', 'anchor'],
  'Child Psychology': ['shapes', 'paint-brush', 'balloon', 'puzzle-piece', 'books'],
  Personal: ['feather', 'book-open', 'pen-nib', 'eyeglasses', 'coffee'],
};

/**
 * A motif for a word of an article's title or address: its first motifs come from these, in the
 * order the words come. Words, not titles, so a new article is matched too.
 */
export const WORD_MOTIFS: Record<string, Motif> = {
  phone: 'device-mobile',
  phones: 'device-mobile',
  night: 'moon-stars',
  '3am': 'moon-stars',
  sleep: 'moon-stars',
  school: 'chalkboard-teacher',
  holidays: 'gift',
  divorce: 'signpost',
  stay: 'signpost',
  trust: 'handshake',
  betrayal: 'heart-break',
  grief: 'flower-tulip',
  baby: 'baby',
  medications: 'pill',
  vapes: 'warning-circle',
  trauma: 'house-line',
  home: 'house-line',
  tantrums: 'lightning',
  listening: 'ear',
  repair: 'bandaids',
  fight: 'lightning',
  worry: 'cloud-rain',
  body: 'heartbeat',
  panic: 'heartbeat',
  courage: 'mountains',
  stepfamilies: 'users-four',
  co: 'house-line',
  consequences: 'scales',
  out: 'rainbow',
  therapy: 'armchair',
  diagnosis: 'clipboard-text',
  forty: 'hourglass',
  therapist: 'armchair',
  relapse: 'arrows-clockwise',
  recovery: 'sun-horizon',
  suicide: 'lifebuoy',
  shame: 'mask-sad',
  depression: 'cloud',
  control: 'lock-simple',
  no: 'hand-palm',
  system: 'graph',
  door: 'door',
  walls: 'wall',
  crisis: 'lifebuoy',
  ordinary: 'coffee',
};

/** Each service's motif on the home page's picture of the practice (ids of practices/<name>/practice.ts). */
const SERVICE_MOTIFS: Record<string, Motif> = {
  individual: 'user',
  couples: 'users',
  family: 'users-three',
  'teens-young-adults': 'backpack',
  'addiction-recovery': 'footprints',
  'parent-coaching': 'hand-heart',
};

/** Motifs for services the table above does not know, taken in turn so no two services share one. */
const SPARE_SERVICE_MOTIFS: readonly Motif[] = [
  'heart',
  'sun-horizon',
  'tree',
  'leaf',
  'lighthouse',
  'house-line',
];

/** One motif per service, in order, none twice: a service's own, or the next spare one not yet drawn. */
export function serviceMotifs(serviceIds: readonly string[]): Motif[] {
  const chosen: Motif[] = [];
  for (const id of serviceIds) {
    const own = SERVICE_MOTIFS[id];
    const motif =
      own && !chosen.includes(own)
        ? own
        : SPARE_SERVICE_MOTIFS.find((spare) => !chosen.includes(spare) && spare !== SERVICE_MOTIFS.family);
    if (motif) chosen.push(motif);
  }
  return chosen;
}

/** The page illustrations' motifs: the video's poster and the about page's story. */
export const POSTER_MOTIFS: readonly Motif[] = ['armchair', 'plant', 'chats-circle', 'coffee'];
export const STORY_MOTIFS: readonly Motif[] = ['tree', 'users-three', 'hourglass', 'heart'];

export const isMotif = (name: string): name is Motif => Object.hasOwn(MOTIFS, name);

/** The word an alt text names a motif by; a name not in the list (an older drawing's) is its own word. */
export const motifWord = (name: string): string =>
  isMotif(name) ? MOTIFS[name][1] : name.replace(/-/g, ' ');

/** An alt text for a piece's full picture: its lead motif, then the others beside it. */
export function motifsAlt(motifs: readonly Motif[]): string {
  const [lead, ...others] = motifs.map((name) => MOTIFS[name][0]);
  const text = others.length
    ? `${lead}, with ${others.join(' and ')} beside it, on a hillside`
    : `${lead} on a hillside`;
  return capitalized(text);
}
