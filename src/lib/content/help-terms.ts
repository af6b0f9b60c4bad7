import { HELP_SITUATIONS, type HelpSituation } from '../../config/help-schema.ts';

/**
 * Words that show a piece touches a help situation, so the piece must declare it in `help:` and its
 * help box must carry that situation's lines. Each pattern is matched case-insensitively on whole
 * words. The lists lean toward phrases over single words where a word has an everyday meaning too:
 * "drinking" alone could be water, "alcohol" alone is often sleep advice ("watch caffeine and
 * alcohol"), "shot" could be a photo, "drug store" is a shop, "cutting back" is not self-harm,
 * "poisoned the evening" is a figure of speech.
 */
const SITUATION_TERMS: Record<HelpSituation, readonly RegExp[]> = {
  suicide: [
    /\bsuicid\w*/i,
    /\bkill(?:ing)? (?:myself|yourself|himself|herself|themselves)\b/i,
    /\bnot (?:wanting|want) to (?:be alive|live|wake up)\b/i,
    /\b(?:end|ending|take|taking) (?:my|your|his|her|their) (?:own )?life\b/i,
    /\bbetter off without (?:me|you|him|her|them)\b/i,
    /\blife is(?: not|n't) worth living\b/i,
    // The words people in danger use about themselves; warning signs a parent is told to watch for.
    /\b(?:want|wants|wanting|wanted) to die\b/i,
    /\b(?:wish|wishes|wished) (?:I|you|he|she|they) (?:was|were) dead\b/i,
    /\b(?:feel|feels|feeling|felt)\b[^.!?]{0,30}\blike a burden\b|\ba burden to (?:others|everyone|the family|their family|you)\b/i,
  ],
  'domestic-violence': [
    /\b(?:domestic|family|partner|relationship|dating) (?:violence|abuse)\b/i,
    /\babusive\b/i,
    /\bcoercive control\b/i,
    // Violence at home or in a relationship, not in a film or a schoolyard statistic.
    /\bviolen(?:ce|t)\b[^.!?]{0,120}\b(?:home|house|household|family|relationship|partner|spouse|husband|wife|marriage|loved one|adult child)\b/i,
    /\b(?:home|house|household|family|relationship|partner|spouse|husband|wife|marriage|loved one|adult child)\b[^.!?]{0,120}\bviolen(?:ce|t)\b/i,
    /\b(?:afraid|frightened|scared) of (?:your|their|his|her|my|a) (?:partner|spouse|husband|wife|boyfriend|girlfriend|ex)\b/i,
    /\bhit(?:s|ting)? (?:you|me|her|him)\b/i,
    // Fear or force at home, said without the word violence: "shoving", "afraid of someone in your home".
    /\bshov(?:e|es|ed|ing)\b/i,
    /\b(?:afraid|frightened|scared) of (?:someone|somebody|anyone|another person) (?:in|at) (?:your|their|the) home\b/i,
    /\bif you (?:ever )?feel unsafe\b/i,
  ],
  'child-abuse': [
    /\bchild (?:abuse|neglect|maltreatment)\b/i,
    /\b(?:abuse|neglect|maltreatment) of (?:a|the|your) child\b/i,
    /\bsexual(?:ly)? abus\w*/i,
    /\b(?:disclose|discloses|disclosed|disclosing|disclosure of) abuse\b/i,
    /\bchild protective services\b/i,
    /\b(?:tells?|told) (?:you|someone|an adult) about (?:abuse|being hurt)\b/i,
    /\bDFCS\b/,
    /\bmandated reporter\w*/i,
  ],
  'elder-abuse': [
    /\belder (?:abuse|neglect)\b/i,
    /\bfinancial(?:ly)? (?:abuse|exploit\w*)\b/i,
    /\bexploit\w* (?:an? |your |their |his |her )?(?:aging |elderly |older )?(?:parent|mother|father|grandparent|elder)s?\b/i,
    /\badult protective services\b/i,
  ],
  'substance-use': [
    /\baddict\w*/i,
    /\bsubstance (?:use|abuse|misuse)\b/i,
    /\balcohol(?:ic|ics|ism)\b/i,
    /\balcohol (?:use|abuse|misuse|withdrawal|problems?|or (?:other )?(?:drugs|substances|benzodiazepines))\b/i,
    /\b(?:struggl\w* with|leaning on|stopping|stop|quitting|quit) alcohol\b/i,
    /\b(?:heavy|problem|binge) drinking\b/i,
    /\b(?:his|her|their|your|my) drinking\b/i,
    /\b(?:drank|drinks|drinking) (?:heavily|too much|most nights|every night)\b/i,
    /\bdrunk\b/i,
    /\bopioids?\b/i,
    /\bfentanyl\b/i,
    /\b(?:heroin|cocaine|methamphetamine|meth)\b/i,
    /\b(?:cannabis|marijuana|vaping|vapes?)\b/i,
    /\bdrug use\b/i,
    /\bdrugs\b/i,
    /\bsober\w*/i,
    /\brelapse\w*/i,
    /\bin recovery\b/i,
  ],
  overdose: [/\boverdos\w*/i, /\bnaloxone\b/i, /\bnarcan\b/i, /\bpoison (?:control|help)\b/i],
  'self-harm': [
    /\bself[- ]harm\w*/i,
    /\bself[- ]injur\w*/i,
    /\b(?:hurt|hurting|harm|harming|cut|cutting) (?:myself|yourself|himself|herself|themselves)\b/i,
  ],
  // "Veteran" alone is often praise ("a veteran teacher"): the words name military service.
  veteran: [
    /\bveterans\b/i,
    /\b(?:military|combat|war) veteran\b/i,
    /\bservice ?members?\b/i,
    /\b(?:deployment|deployed|deployments)\b/i,
    /\bcombat\b/i,
    /\bsoldiers?\b/i,
  ],
  'long-term-care': [
    /\bnursing homes?\b/i,
    /\bpersonal care homes?\b/i,
    /\bassisted living\b/i,
    /\blong-term care (?:home|facilit)\w*/i,
  ],
  // Declared by every piece written to a teen (audience: teen), whatever its words.
  teen: [],
  'quit-vaping': [/\bvap(?:e|es|ing)\b/i, /\be-cigarettes?\b/i],
  'dating-abuse': [/\bdating (?:violence|abuse)\b/i, /\b(?:abusive|controlling) (?:boyfriend|girlfriend)\b/i],
  'sexual-abuse': [
    /\bsexual (?:abuse|assault|violence)\b/i,
    /\b(?:rape|raped)\b/i,
    /\btouch(?:es|ed|ing)? (?:you|them|him|her|me) in a sexual way\b/i,
  ],
  // "Kicked out of class" is not leaving home: the words name the home.
  runaway: [
    /\b(?:run|runs|running|ran) away from home\b/i,
    /\brunaways?\b/i,
    /\b(?:kicked|thrown|threw|throw|kick) (?:you|them|him|her|me) out\b/i,
    /\b(?:kicked|thrown) out of (?:the|their|your|his|her|my) (?:home|house)\b/i,
  ],
  perinatal: [
    /\bpostpartum\b/i,
    /\bperinatal\b/i,
    /\bpregnan(?:t|cy|cies)\b/i,
    /\bnew (?:mother|mom|father|dad|parent)s?\b/i,
    /\bnewborns?\b/i,
    /\bbaby blues\b/i,
    /\bafter (?:the|a) (?:baby|birth)\b/i,
  ],
};

/**
 * Markdown link targets and raw addresses hold slugs, not sentences a reader sees; the list of sources
 * holds publishers' names and titles ("Council on Child Abuse and Neglect"), not the reader's situation.
 */
function readableText(text: string): string {
  return text
    .split(/^## Sources\s*$/m)[0]!
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** The situations a text mentions, each with the distinct words that show it (lowercased, in order). */
export function situationsMentioned(text: string): Map<HelpSituation, string[]> {
  const readable = readableText(text);
  const found = new Map<HelpSituation, string[]>();
  for (const situation of HELP_SITUATIONS) {
    const words = new Set<string>();
    for (const pattern of SITUATION_TERMS[situation]) {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      for (const match of readable.matchAll(global)) words.add(match[0].toLowerCase());
    }
    if (words.size > 0) found.set(situation, [...words]);
  }
  return found;
}

/** The situations a text mentions that its frontmatter does not declare, with the words found. */
export function undeclaredSituations(
  text: string,
  declared: readonly string[],
): { situation: HelpSituation; words: string[] }[] {
  return [...situationsMentioned(text)]
    .filter(([situation]) => !declared.includes(situation))
    .map(([situation, words]) => ({ situation, words }));
}
