import { describe, expect, it } from 'vitest';
import { HELP_SITUATIONS, type HelpSituation } from '@/config/help-schema';
import {
  BOX_WORDS,
  INSTRUCTION_IDS,
  INSTRUCTIONS,
  instructionRule,
  type Instruction,
  type InstructionId,
} from '@/config/instructions';
import { PRACTICE } from '#practice';
import { parseFile } from '@/lib/content-check/content-file';
import { textGrade } from '@/lib/content-check/reading-grade';
import { pieceInstructionProblems, siteWordsProblems } from '@/lib/content-check/rules/instructions';
import { spanishEmergencyNotes, spanishPieceLines } from '@/lib/es/piece-lines';
import { szigrisztPazos } from '@/lib/es/reading-ease';
import { emergencyNotes } from '@/lib/help/happening-now';
import { helpLinesFor } from '@/lib/help/help-lines';
import { instructionSentences } from '@/lib/help/instruction-blocks';
import { SITE_EMERGENCY_WORDS } from '@/lib/help/site-emergency-words';

/**
 * Every instruction a reader follows in an emergency is written once (src/config/instructions.ts) and held
 * there to what a frightened reader can take in; the content check holds every piece and every box to it.
 * The second part replays, on copies of the text as it stood before the clinical review of 2026-12-01,
 * each fault that review found, and shows the check refusing it.
 */
const help = PRACTICE.help;

/** The instructions this practice can show: the shared ones and those it wrote for its state. */
const WRITTEN = INSTRUCTION_IDS.filter((id) => INSTRUCTIONS[id]);
const written = (id: InstructionId): Instruction => INSTRUCTIONS[id]!;

/** A piece as a writer wrote it: frontmatter fields, then its body. */
function piece(fields: string, body: string, path = 'practices/sample/content/answers/a-piece.mdx') {
  return parseFile(path, `---\ntitle: 'A piece'\n${fields}\n---\n\n${body}\n`);
}

/** The problems of a piece, without the path and the line: what the writer is told. */
const problemsOf = (file: ReturnType<typeof piece>, language: 'en' | 'es' = 'en') =>
  pieceInstructionProblems(file, language).map((problem) => problem.message);

/** The blocks a message asks for, or names as what to use instead. */
const blocksNamed = (messages: string[]) =>
  [
    ...new Set(messages.flatMap((m) => [...m.matchAll(/<Instruction id="([a-z-]+)" \/>/g)].map((x) => x[1]))),
  ].sort();

describe('the emergency instructions, each written once', () => {
  it.each(WRITTEN)('%s: the same steps in English and Spanish, each read at grade 6 or easier', (id) => {
    const { en, es } = written(id);
    const shape = (parts: typeof en.parts) =>
      parts.map((part) =>
        typeof part === 'string' ? 'p' : `${part.lead ? 'lead+' : ''}${part.items.length}`,
      );
    expect(shape(es.parts)).toEqual(shape(en.parts));
    // Written for the teen pieces too: grade 6 in English, "fairly easy" (65) in Spanish.
    expect(textGrade(instructionSentences(en, help, 'en'))).toBeLessThanOrEqual(6);
    expect(szigrisztPazos(instructionSentences(es, help, 'es'))).toBeGreaterThanOrEqual(65);
  });

  it.each(WRITTEN)(
    '%s: its numbers are help lines that can be called, and its sources are documents',
    (id) => {
      const { en, es, sources, checked } = written(id);
      // A line it names that has no number to call stops instructionSentences with the line's id.
      for (const [words, language] of [
        [en, 'en'],
        [es, 'es'],
      ] as const) {
        const sentences = instructionSentences(words, help, language);
        expect(sentences.join(' ')).not.toMatch(/\{call:/);
      }
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources)
        expect(new URL(source.url).pathname.length, source.url).toBeGreaterThan(1);
      expect(checked.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('the boxes ask for naloxone only after 911, in the order of SAMHSA’s toolkit, in every language', () => {
    for (const key of ['overdose', 'overdoseLead'] as const)
      for (const words of Object.values(BOX_WORDS[key]))
        expect(words).toMatch(/\{contacts\}[^]*\bnaloxon[ea]\b/);
  });

  it('the site’s own words around the pieces say no instruction in words of their own', () => {
    expect(siteWordsProblems(SITE_EMERGENCY_WORDS)).toEqual([]);
  });
});

describe('the content check refuses each fault of the clinical review, as the text stood', () => {
  it('1. a prenatal visit promised as "a safe place to tell", and "get checked" without what a doctor must report', () => {
    const messages = problemsOf(
      piece(
        `tldr: 'The Hotline can help you make a plan, any hour, and your prenatal visits are a safe place to tell someone.'\nhelp: [domestic-violence, perinatal]`,
        `If you have been hit, pushed or kicked in the belly, or you fell, get checked today, even if you feel fine.

## Your prenatal visits are a safe place to tell

The doctor knows where to send you.`,
      ),
    );
    expect(messages.filter((m) => /safe place to tell/.test(m))).toHaveLength(2);
    expect(messages.some((m) => /mentions "get checked".*<Instruction id="injury-report" \/>/.test(m))).toBe(
      true,
    );
  });

  it('1. a confidential visit promised by a school counselor or an emergency room, not one with its limits', () => {
    const promise = problemsOf(
      piece('help: [child-abuse]', 'What you tell the school counselor is confidential.'),
    );
    expect(blocksNamed(promise)).toContain('injury-report');
    const limits = problemsOf(
      piece(
        'help: [child-abuse]',
        'What you tell the school counselor is private, unless you are being hurt.',
      ),
    );
    expect(limits).toEqual([]);
  });

  it('2. pills a teen swallowed sent to "911 or Poison Help"', () => {
    const messages = problemsOf(
      piece(
        'help: [suicide, self-harm, substance-use, overdose]\n',
        'If they swallowed pills or anything else, call 911 or Poison Help now, even if they seem fine.',
        'practices/sample/content/blog/asking.mdx',
      ),
    );
    expect(messages.some((m) => /"911 or Poison Help" offers Poison Help beside 911/.test(m))).toBe(true);
    expect(blocksNamed(messages)).toEqual(
      expect.arrayContaining(['overdose', 'self-harm-first-aid', 'taken-on-purpose']),
    );
  });

  it('3. the box that said "Give naloxone" with no call, its only 911 after another question', () => {
    const old = {
      ...SITE_EMERGENCY_WORDS[1]!,
      texts: [
        'Someone will not wake up or is not breathing well? Give naloxone if you have it, and stay with them. Took pills or poison on purpose?',
      ],
    };
    expect(siteWordsProblems([old]).map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^"Give naloxone" tells the reader to give naloxone without calling 911 first/),
    );
  });

  it('4. a piece on overdose that stops at "call 911, give naloxone, stay", or says only "treat it as an emergency"', () => {
    const relapse = problemsOf(
      piece(
        'help: [substance-use, overdose]',
        'If someone is very hard to wake, call 911 and give naloxone if you have it. It can wear off, so medical care is still needed.',
      ),
    );
    expect(relapse).toEqual([expect.stringMatching(/^declares overdose\b.*<Instruction id="overdose" \/>/)]);
    const addiction = problemsOf(
      piece('help: [substance-use, overdose]', 'If someone cannot be woken, treat it as an emergency.'),
    );
    expect(
      addiction.some((m) =>
        /"treat it as an emergency" calls an overdose an emergency without saying to call 911/.test(m),
      ),
    ).toBe(true);
  });

  it('5. signs that cannot wait for an evaluation, followed only by the offer of a consultation', () => {
    const messages = problemsOf(
      piece(
        'help: [suicide, self-harm, substance-use]',
        `Don't wait for a booked evaluation if any of these happen:

- They seem to see or hear things that aren't there.
- They go several days with almost no sleep.

Book a free 15-minute phone consultation through our contact page.`,
      ),
    );
    expect(messages.some((m) => /mentions "hear things".*<Instruction id="urgent-signs" \/>/.test(m))).toBe(
      true,
    );
  });

  it('6. unwanted thoughts of harming the baby sent to 988', () => {
    const messages = problemsOf(
      piece(
        'help: [domestic-violence, perinatal]',
        'If you have thoughts of harming the baby, or you fear you might, tell your doctor or call 988 today.',
      ),
    );
    expect(messages.some((m) => /says where thoughts of harming the baby go in its own words/.test(m))).toBe(
      true,
    );
    expect(messages.some((m) => /declares perinatal but does not show "Frightening thoughts/.test(m))).toBe(
      true,
    );
  });

  it('7. the safety plan’s step on a safer space that names neither a gun nor medicines', () => {
    const old = {
      ...SITE_EMERGENCY_WORDS[0]!,
      texts: [
        'Making my space safer',
        'What will I, or someone I trust, do to keep things I could use to hurt myself out of reach? Do this step today, while I feel calmer.',
      ],
      shows: [],
    };
    expect(siteWordsProblems([old]).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/calls for "Make home safer for now", which the page does not show/),
      expect.stringMatching(/calls for "Make home safer for now", which the page does not show/),
    ]);
    expect(JSON.stringify(written('means-safety').en)).toMatch(/\bgun\b[^]*\bMedicines\b/);
  });

  it('the Spanish pieces too: a retyped "911 o a Poison Help", and the blocks their situations need', () => {
    const messages = problemsOf(
      piece(
        'help: [suicide, self-harm, overdose, teen]\naudience: teen',
        'Si tú o un amigo tragaron algo, y llamas al 911 o a Poison Help, la ley de Georgia no deja que la policía te arreste.',
        'practices/sample/content/es/una-pieza.mdx',
      ),
      'es',
    );
    expect(messages.some((m) => /"911 o a Poison Help" offers Poison Help beside 911/.test(m))).toBe(true);
    expect(blocksNamed(messages)).toEqual(
      expect.arrayContaining(['overdose', 'self-harm-first-aid', 'taken-on-purpose']),
    );
  });

  it('accepts a piece that shows each block its situations call for and says none of them itself', () => {
    const shown: InstructionId[] = ['overdose', 'taken-on-purpose', 'self-harm-first-aid'];
    const blocks = shown.map((id) => `<Instruction id="${id}" />`).join('\n\n');
    // Only a block this practice has not written for its state is refused, named.
    expect(
      problemsOf(
        piece(
          'help: [suicide, self-harm, overdose]',
          `If they took too much, these are the steps:\n\n${blocks}\n\nStay close afterwards.`,
        ),
      ),
    ).toEqual(
      shown
        .filter((id) => !INSTRUCTIONS[id])
        .map((id) =>
          expect.stringMatching(new RegExp(`^<Instruction id="${id}" />: this practice has not written it`)),
        ),
    );
  });

  it('names a tag that names no instruction, with the ones there are', () => {
    expect(problemsOf(piece('help: []', '<Instruction id="first-aid" />'))).toEqual([
      expect.stringMatching(/^<Instruction id="first-aid" \/> names no instruction: use one of overdose, /),
    ]);
  });

  it('requires of each situation the blocks its instructions name, for every situation', () => {
    for (const situation of HELP_SITUATIONS) {
      const required = INSTRUCTION_IDS.filter((id) =>
        instructionRule(id).required.declared?.includes(situation),
      );
      const messages = problemsOf(piece(`help: [${situation}]`, 'A plain sentence.'));
      expect(blocksNamed(messages), situation).toEqual([...required].sort());
    }
    const declared: HelpSituation[] = ['overdose', 'suicide'];
    expect(instructionRule('taken-on-purpose').required.when?.(declared)).toBe(true);
  });
});

describe('the help box under a Spanish piece, for every combination of situations', () => {
  /** Every subset of the situations, in the schema's order. */
  function* subsets(): Generator<HelpSituation[]> {
    for (let mask = 0; mask < 2 ** HELP_SITUATIONS.length; mask++)
      yield HELP_SITUATIONS.filter((_, index) => mask & (2 ** index));
  }

  it('lists the English box’s lines, says beside 911 what cannot wait, and what each line tells parents', () => {
    const differ: string[] = [];
    for (const situations of subsets()) {
      for (const audience of ['teen', 'adults'] as const) {
        const said = `[${situations.join(', ')}] ${audience}`;
        const english = helpLinesFor(help, situations).lines.map((line) => line.id);
        const spanish = spanishPieceLines(help, situations).map((line) => line.id);
        if (spanish.join() !== english.join()) differ.push(`${said}: lines`);
        const notes = spanishEmergencyNotes(situations, audience, 'Llama al 911');
        if (notes.length !== emergencyNotes(situations, audience).length) differ.push(`${said}: notes`);
        if (notes.some((note) => /naloxona/.test(note) && !/911[^]*naloxona/.test(note)))
          differ.push(`${said}: naloxone before 911`);
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // Every line says in Spanish what its English line tells a teen about parents.
    for (const line of help.resources)
      expect(Boolean(line.spanishTeenParents), line.id).toBe(Boolean(line.teenParents));
  });
});
