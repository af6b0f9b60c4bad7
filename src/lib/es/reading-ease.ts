/**
 * How easy a Spanish text is to read: the Szigriszt-Pazos perspicuity index, read on the INFLESZ scale
 * (Barrio-Cantalejo et al., 2008), the Spanish counterpart of Flesch reading ease. The site's grade
 * scorer counts English syllables, so it cannot judge the Spanish page. 206.835 - 62.3 x syllables per
 * word - words per sentence; INFLESZ calls 55 to 65 "normal" and 65 to 80 "bastante fácil" (fairly easy).
 */

const STRONG = 'aeoáéóíú';
const WEAK = 'iuü';

/**
 * A word's syllables, by Spanish spelling: each run of vowels is one syllable (a diphthong or a
 * triphthong), plus one for each pair of strong vowels side by side (a hiatus: "le-er", "dí-a"). The u
 * of "que", "qui", "gue", "gui" is silent, and a final y after a vowel ("hoy", "muy") is a vowel.
 */
export function spanishSyllables(word: string): number {
  const letters = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñy]/g, '')
    .replace(/qu(?=[eiéí])/g, 'q')
    .replace(/gu(?=[eiéí])/g, 'g')
    .replace(/(?<=[aeiouáéíóú])y$/, 'i');
  let count = 0;
  let previous = '';
  for (const letter of letters) {
    const vowel = STRONG.includes(letter) || WEAK.includes(letter);
    if (!vowel) {
      previous = '';
      continue;
    }
    if (!previous || (STRONG.includes(previous) && STRONG.includes(letter))) count += 1;
    previous = letter;
  }
  return Math.max(count, 1);
}

/** The Szigriszt-Pazos index of a text given as blocks (paragraphs, headings, list items). */
export function szigrisztPazos(blocks: readonly string[]): number | null {
  const sentences = blocks
    .flatMap((block) => block.split(/(?<=[.!?…:;])\s+|\n+/))
    .map((sentence) => sentence.match(/[\p{L}]+/gu) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  if (words.length === 0) return null;
  const syllables = words.reduce((sum, word) => sum + spanishSyllables(word), 0);
  return 206.835 - 62.3 * (syllables / words.length) - words.length / sentences.length;
}
