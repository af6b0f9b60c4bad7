import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { INSTRUCTIONS } from '@/config/instructions';
import { FOLDERS, FOUNDER, PRACTICE } from '#practice';
import { undeclaredSituations } from '@/lib/content/help-terms';
import { showsQuickExit } from '@/lib/help/quick-exit';
import { staticPages } from '@/lib/pages/registry';

/**
 * Editorial rules over the whole library (every article, answer and notice), checked on the files as
 * written so a writer learns which file and which words break a rule.
 */
const root = join(import.meta.dirname, '..', '..');
const contentDir = join(root, FOLDERS.content);

interface Piece {
  file: string;
  collection: 'blog' | 'answers';
  data: Record<string, unknown>;
  body: string;
  /** Everything a reader sees: title, summary, take and body. */
  text: string;
}

function mdxFiles(collection: string): string[] {
  const dir = join(contentDir, collection);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => join(dir, file));
}

function readPiece(path: string, collection: Piece['collection']): Piece {
  const { frontmatter, content } = parseFrontmatter(readFileSync(path, 'utf8'));
  const data = frontmatter as Record<string, unknown>;
  const summary = [data.title, data.excerpt, data.tldr, data.practitionerTake].filter(Boolean).join('\n\n');
  return { file: relative(root, path), collection, data, body: content, text: `${summary}\n\n${content}` };
}

const pieces: Piece[] = [
  ...mdxFiles('blog').map((path) => readPiece(path, 'blog')),
  ...mdxFiles('answers').map((path) => readPiece(path, 'answers')),
];
const notices = mdxFiles('legal').map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

/** Failures as one readable list, so a failing test names every file at once. */
function report(lines: string[]): string {
  return lines.length === 0 ? '' : `\n${lines.join('\n')}\n`;
}

describe('help for the situation', () => {
  it('every piece declares each help situation its text mentions', () => {
    const problems = pieces.flatMap((piece) =>
      undeclaredSituations(piece.text, (piece.data.help as string[] | undefined) ?? []).map(
        ({ situation, words }) =>
          `${piece.file}: mentions ${words.map((w) => `"${w}"`).join(', ')}; add ${situation} to help`,
      ),
    );
    expect(report(problems)).toBe('');
  });

  it('every piece on partner violence or child abuse shows the quick exit (or says why not)', () => {
    const problems = pieces
      .filter((piece) =>
        ((piece.data.help as string[] | undefined) ?? []).some(
          (s) => s === 'domestic-violence' || s === 'child-abuse',
        ),
      )
      .filter(
        (piece) =>
          !showsQuickExit({
            help: piece.data.help as string[],
            quickExit: piece.data.quickExit as boolean | undefined,
          }),
      )
      .filter((piece) => typeof piece.data.quickExitReason !== 'string')
      .map((piece) => `${piece.file}: declares partner violence or child abuse without the quick exit`);
    expect(report(problems)).toBe('');
  });

  // The pieces whose readers have lines of their own, where the library has them.
  const OWN_LINES = [
    ['when-trauma-comes-home', 'veteran'],
    ['boundaries-with-adult-children', 'long-term-care'],
    ['vapes-cannabis-and-fake-pills', 'quit-vaping'],
  ]
    .map(([slug, situation]) => ({
      situation,
      piece: pieces.find((piece) => piece.file.endsWith(`/${slug}.mdx`)),
    }))
    .filter(({ piece }) => piece);
  it.runIf(OWN_LINES.length > 0)(
    'the trauma, elder-abuse and vaping pieces give their readers their own lines',
    () => {
      for (const { piece, situation } of OWN_LINES)
        expect(piece!.data.help, piece!.file).toContain(situation);
    },
  );

  it('keeps at least the library the practice stands behind (library: articles and answers, drafts aside)', () => {
    const kept = (collection: Piece['collection']) =>
      pieces.filter((piece) => piece.collection === collection && piece.data.draft !== true).length;
    expect(kept('blog'), 'articles').toBeGreaterThanOrEqual(PRACTICE.library.articles);
    expect(kept('answers'), 'answers').toBeGreaterThanOrEqual(PRACTICE.library.answers);
  });

  it('every piece states its help situations, even when it has none (help: [])', () => {
    const problems = pieces
      .filter((piece) => !Array.isArray(piece.data.help))
      .map((piece) => `${piece.file}: no help list`);
    expect(report(problems)).toBe('');
  });

  it('no piece or notice writes a help line number itself: the help box takes them from the configuration', () => {
    const numbers = [PRACTICE.help.emergency, ...PRACTICE.help.resources].flatMap((resource) =>
      resource.contact.flatMap((contact) => {
        if (contact.kind === 'call' && contact.tel.startsWith('+1')) return [contact.tel.slice(-7)];
        if (contact.kind === 'text' && contact.sms.length > 3) return [contact.sms.slice(-6)];
        return [];
      }),
    );
    const problems = [...pieces, ...notices].flatMap((piece) => {
      const digits = piece.text.replace(/[^\d]/g, ' ').replace(/(\d) +(?=\d)/g, '$1');
      const hyphenless = piece.text.replace(/(\d)[-. ](?=\d)/g, '$1');
      return numbers
        .filter((number) => hyphenless.includes(number) || digits.includes(number))
        .map((number) => `${piece.file}: writes the help number ending ${number}`);
    });
    expect(report(problems)).toBe('');
  });

  it('every piece that speaks of an overdose also names naloxone, itself or through the overdose block', () => {
    const block = /<Instruction id="overdose" \/>/;
    // The practice's overdose block, where it has written one for its state, names naloxone itself.
    expect(JSON.stringify(INSTRUCTIONS.overdose?.en ?? 'naloxone')).toMatch(/\bnaloxone\b/);
    const problems = pieces
      .filter((piece) => /\boverdos/i.test(piece.text) && !/\bnaloxone\b/i.test(piece.text))
      .filter((piece) => !block.test(piece.text))
      .map((piece) => `${piece.file}: mentions an overdose but not naloxone`);
    expect(report(problems)).toBe('');
  });
});

describe('clinical accuracy', () => {
  const addictionPieces = pieces.filter((piece) =>
    ['Addiction', 'Addiction Recovery'].includes(String(piece.data.category)),
  );

  it.runIf(addictionPieces.length > 0)(
    'the addiction pieces name the medications for opioid and alcohol use disorders',
    () => {
      const problems = addictionPieces.flatMap((piece) =>
        ['buprenorphine', 'methadone', 'naltrexone']
          .filter((medicine) => !new RegExp(`\\b${medicine}\\b`, 'i').test(piece.text))
          .map((medicine) => `${piece.file}: does not name ${medicine}`),
      );
      expect(report(problems)).toBe('');
    },
  );

  it('a research claim or a statistic names its source in the same paragraph (authors and year)', () => {
    const claim = new RegExp(
      [
        // "research suggests", "studies of couples have found", "researchers report"
        /\b(?:research(?:ers)?|studies|a study|trials?|meta-analys[ie]s|reviews? of (?:the )?(?:research|studies))\b[^.]{0,120}\b(?:suggests?|shows?|showed|finds?|found|indicates?|reports?|reported|points?|backs?|links?|linked|describes?)\b/
          .source,
        // "one study of 191 stepchildren", "in a randomized trial", "a large review", "a national survey"
        /\b(?:a|an|one|another|in a|in one)\s(?:[\w-]+\s){0,3}(?:study|trial|review|survey|meta-analysis|analysis)\b(?! and error)/
          .source,
        // a treatment's evidence claimed without saying whose
        /\b(?:well[- ]studied|strong track record|strongest evidence|strong evidence|good evidence|convincing evidence)\b/
          .source,
        // figures: "13 percent", "one in five", "about two in three"
        /\d+(?:\.\d+)? ?(?:%|percent)/.source,
        /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:in|out of) (?:two|three|four|five|six|seven|eight|nine|ten|a hundred|\d+)\b/
          .source,
      ].join('|'),
      'i',
    );
    // A citation is authors or an organization with a year in parentheses, or a link to the source.
    const citation = /\([^()]*\b(?:19|20)\d\d\b[^()]*\)|\]\(https?:\/\/[^)]+\)/;
    const problems = pieces.flatMap((piece) =>
      piece.body
        .split(/\n\s*\n/)
        .filter((paragraph) => claim.test(paragraph) && !citation.test(paragraph))
        .map((paragraph) => `${piece.file}: "${paragraph.match(claim)![0]}..." cites no source`),
    );
    expect(report(problems)).toBe('');
  });

  it.runIf(FOUNDER)(
    '"four decades" of practice belongs only to the founder: no other author claims it',
    () => {
      const founderId = FOUNDER!.id;
      const problems = pieces
        .filter((piece) => piece.data.author !== founderId)
        .filter((piece) =>
          /\b(?:four decades|forty years|40 years)\b/i.test(String(piece.data.practitionerTake ?? '')),
        )
        .map(
          (piece) =>
            `${piece.file}: the take claims the founder's four decades, but ${String(piece.data.author)} wrote it`,
        );
      expect(report(problems)).toBe('');
    },
  );
});

describe('one voice per take, and only what the practice offers', () => {
  const answers = pieces.filter((piece) => piece.collection === 'answers');

  it("a practitioner's take is in its author's own voice: no other clinician's name or profession", () => {
    const problems = answers.flatMap((piece) => {
      const author = PRACTICE.therapists.find((therapist) => therapist.id === piece.data.author);
      if (!author)
        return [`${piece.file}: the take's author ${String(piece.data.author)} is not a clinician`];
      const take = String(piece.data.practitionerTake ?? '');
      const others = PRACTICE.therapists
        .filter((therapist) => therapist.id !== author.id)
        .flatMap((therapist) => [therapist.name, therapist.name.split(' ').pop()!])
        .filter((name) => new RegExp(`\\b${name}\\b`).test(take));
      // "As a psychologist..." or "as a social worker..." must be the author's own profession.
      const profession = take.match(
        /\bas an? (psychologist|counselor|social worker|marriage and family therapist)\b/i,
      );
      const wrongProfession =
        profession && !author.title.toLowerCase().includes(profession[1]!.toLowerCase())
          ? [profession[0]]
          : [];
      return [...others, ...wrongProfession].map(
        (words) => `${piece.file}: the take, credited to ${author.name}, says "${words}"`,
      );
    });
    expect(report(problems)).toBe('');
  });

  it('the copy offers no service that no clinician lists (play therapy, child assessment, prescribing)', () => {
    const specialties = PRACTICE.therapists.flatMap((therapist) => therapist.specialties).join(' | ');
    const services: { name: string; offered: RegExp; listed: RegExp | null }[] = [
      { name: 'play therapy', offered: /\bplay therap/i, listed: /play therap/i },
      {
        name: 'child assessment',
        offered:
          /\b(?:assess|evaluat)\w*\s+(?:your\s+)?(?:child|children|kids)\b|\bchild (?:assessment|evaluation)s?\b/i,
        listed: /assessment|evaluation|testing/i,
      },
      { name: 'prescribing', offered: /\bprescrib(?:e|es|ing)\b/i, listed: null },
    ];
    // The practice as the subject, an offering verb, then the service, with no "not", "nobody", "elsewhere"
    // or "who can" (someone else) before it: "we can assess children", not "we refer to those who can".
    const subject =
      /\b(?:we|our (?:clinicians|therapists|team|practice)|[A-Z][a-z]+ (?:[A-Z][a-z]+ )?and our team)\b/
        .source;
    const verb = /\b(?:offer|provide|do|can|see|treat|assess|evaluate|prescribe)\w*\b/.source;
    const declined = /\b(?:not|never|no|nobody|no one|elsewhere|refer|refers|who)\b|n't\b/i;
    const problems = pieces.flatMap((piece) =>
      piece.text.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
        services
          .filter(({ listed }) => !(listed && listed.test(specialties)))
          .filter(({ offered }) => {
            const match = new RegExp(`${subject}[^.;]*?${verb}[^.;]*?(?:${offered.source})`, 'i').exec(
              sentence,
            );
            return match !== null && !declined.test(sentence.slice(0, match.index + match[0].length));
          })
          .map(({ name }) => `${piece.file}: offers ${name}, which no clinician lists: "${sentence.trim()}"`),
      ),
    );
    expect(report(problems)).toBe('');
  });
});

describe('links between pieces', () => {
  it('every link to an article, an answer or a page of the site leads to one that exists', () => {
    const slugs = {
      blog: new Set(
        mdxFiles('blog').map((path) =>
          path
            .split('/')
            .pop()!
            .replace(/\.mdx$/, ''),
        ),
      ),
      answers: new Set(
        mdxFiles('answers').map((path) =>
          path
            .split('/')
            .pop()!
            .replace(/\.mdx$/, ''),
        ),
      ),
    };
    // The site's other pages, from the page registry.
    const pages = new Set(staticPages().map((entry) => entry.path));
    const problems = [...pieces, ...notices].flatMap((piece) =>
      [...piece.text.matchAll(/\]\((\/[^)#\s]*)/g)]
        // A query chooses something on the page (/contact?topic=...): the page is what must exist.
        .map((match) => match[1]!.split('?')[0]!)
        .filter((href) => {
          const [, section, slug] = href.split('/');
          if ((section === 'blog' || section === 'answers') && slug) return !slugs[section].has(slug);
          return !pages.has(href);
        })
        .map((href) => `${piece.file}: links to ${href}, which does not exist`),
    );
    expect(report(problems)).toBe('');
  });
});

describe('one voice, one spelling, one statement of each note', () => {
  /** British spellings and their American forms, matched on whole words, case-insensitively. */
  const british: [RegExp, string][] = [
    [
      /\b\w*(?:behaviour|colour|favour|honour|labour|neighbour|humour|rumour|harbour|endeavour|savour|vigour|flavour)\w*/i,
      '-or',
    ],
    [
      /\b(?:organ|recogn|real|apolog|emphas|critic|minim|priorit|normal|memor|summar|categor|util|stabil|sympath|familiar|special|visual|trivial|ideal|jeopard|author|character|energ|symbol|agon|patron|scrutin|capital|mobil|formal|internal|external|rational|traumat|stigmat|sensit|desensit|hospital|medical|revolution|modern|maxim|optim|harmon|subsid|fantas|terror)is(?:e|es|ed|ing|ation|ations)\b/i,
      '-ize',
    ],
    [/\banalys(?:e|es|ed|ing)\b|\bparalys(?:e|ed|ing)\b/i, 'analyze'],
    [/\bpractis(?:e|es|ed|ing)\b/i, 'practice (verb)'],
    [/\b(?:defence|offence|pretence|licence)s?\b/i, '-se'],
    [
      /\b(?:counsell\w*|travell(?:ed|ing|ers?)|cancell(?:ed|ing)|labell(?:ed|ing)|modell(?:ed|ing)|fuell(?:ed|ing)|marvellous|jeweller\w*)\b/i,
      'single l',
    ],
    [/\b(?:programme|centre|centred|theatre|metre|fibre)s?\b/i, '-er / program'],
    [/\bjudgements?\b/i, 'judgment'],
    [
      /\b(?:paediatric|paediatrician|anaesthe|foetus|oestrogen|haemo|diarrhoea|oesophag|leukaem|orthopaed)\w*/i,
      'e for ae/oe',
    ],
    [
      /\b(?:grey|learnt|spelt|whilst|amongst|towards|cheque|tyre|plough|sceptic\w*|mould|ageing|enrol|enrols|fulfil|fulfilment|instalment|skilful|wilful|aluminium|manoeuvre|mum|mums|pyjamas|maths|fortnight|kerb|storey|jewellery|aeroplane|tonne)\b/i,
      'American form',
    ],
  ];
  const copyFiles = (): { file: string; text: string }[] => {
    const sources = [
      ...['blog', 'answers', 'legal'].flatMap(mdxFiles),
      ...['sample', 'second'].map((practice) => join(root, 'practices', practice, 'practice.ts')),
      join(root, 'src', 'config', 'help.ts'),
      ...['components', 'pages', 'layouts'].flatMap((dir) =>
        (readdirSync(join(root, 'src', dir), { recursive: true }) as string[])
          .filter((file) => file.endsWith('.astro'))
          .map((file) => join(root, 'src', dir, file)),
      ),
      ...(readdirSync(join(root, 'src', 'lib'), { recursive: true }) as string[])
        .filter((file) => file.endsWith('-copy.ts'))
        .map((file) => join(root, 'src', 'lib', file)),
    ];
    return sources.map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
  };

  it('the site is written in American English (published titles in a list of sources keep theirs)', () => {
    const problems = copyFiles().flatMap(({ file, text: whole }) => {
      const text = whole.split(/^## Sources$/m)[0]!;
      return british.flatMap(([pattern, american]) => {
        const found = text.match(new RegExp(pattern.source, 'gi'));
        return found ? [`${file}: ${[...new Set(found)].join(', ')} (use ${american})`] : [];
      });
    });
    expect(report(problems)).toBe('');
  });

  it('the copy calls every clinician a clinician or therapist, never an "associate"', () => {
    const problems = copyFiles()
      .filter(({ text }) =>
        /\bassociates?\b(?! (?:degree|licen))/i.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
      )
      .map(({ file }) => `${file}: says "associate"`);
    expect(report(problems)).toBe('');
  });

  it('no piece repeats the "composite" boilerplate: the layout says it once (a source\'s own name aside)', () => {
    const problems = pieces
      .map((piece) => ({ ...piece, text: piece.text.split(/^## Sources$/m)[0]! }))
      .filter((piece) => /\bcomposite\b/i.test(piece.text))
      .map((piece) => `${piece.file}: ${piece.text.match(/[^.\n]*\bcomposite\b[^.\n]*/i)![0].trim()}`);
    expect(report(problems)).toBe('');
  });

  it('no sentence of eight words or more appears in two pieces (their lists of sources aside)', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const piece of pieces) {
      const sentences = new Set(
        piece.body
          .split(/^## Sources$/m)[0]!
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .split(/(?<=[.!?])\s+|\n+/)
          .map((sentence) =>
            sentence
              .toLowerCase()
              .replace(/[^a-z0-9' ]+/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .filter((sentence) => sentence.split(' ').length >= 8),
      );
      for (const sentence of sentences) {
        const first = seen.get(sentence);
        if (first && first !== piece.file) problems.push(`${piece.file} repeats ${first}: "${sentence}"`);
        else seen.set(sentence, piece.file);
      }
    }
    expect(report(problems)).toBe('');
  });
});
