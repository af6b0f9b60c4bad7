/**
 * Topics people look for on a therapy practice's site, kept like content and reviewed like it: a search
 * that found nothing is counted under the first topic one of whose words it holds, and under nothing
 * more. Labels are what the report and the digest print; words are matched whole, lower case, without
 * accents (a phrase word by word). A word belongs to one topic only, and none holds a digit or an "@":
 * `npm run check:content` holds the list to these rules (src/lib/content-check/rules/search-topics.ts).
 *
 * Add a topic when the practice wants to know whether people look for it; remove one once the site covers
 * it well (its searches then find pages). Words of the site's own pages need no topic here: the build's
 * word list (/search-words.json) counts those.
 */
export interface SearchTopic {
  /** Stable: the store keeps counts under it. Lower case letters and hyphens. */
  id: string;
  label: string;
  words: readonly string[];
}

export const SEARCH_TOPICS: readonly SearchTopic[] = [
  { id: 'crisis', label: 'Crisis and emergencies', words: ['crisis', 'emergency', 'hotline', 'suicidal'] },
  {
    id: 'insurance',
    label: 'Insurance and plans',
    words: [
      'insurance',
      'insured',
      'aetna',
      'cigna',
      'anthem',
      'blue cross',
      'bcbs',
      'united healthcare',
      'unitedhealthcare',
      'humana',
      'kaiser',
      'ambetter',
      'medicaid',
      'medicare',
      'tricare',
      'copay',
      'deductible',
      'superbill',
      'out of network',
      'in network',
    ],
  },
  {
    id: 'cost',
    label: 'Cost and paying',
    words: ['cost', 'price', 'sliding scale', 'afford', 'cheap', 'free'],
  },
  { id: 'online', label: 'Online sessions', words: ['online', 'telehealth', 'virtual', 'video', 'zoom'] },
  {
    id: 'language',
    label: 'Sessions in another language',
    words: ['spanish', 'espanol', 'bilingual', 'korean'],
  },
  {
    id: 'medication',
    label: 'Medication and psychiatry',
    words: ['medication', 'psychiatrist', 'psychiatry', 'antidepressant', 'prescription', 'ssri'],
  },
  {
    id: 'testing',
    label: 'Testing and evaluations',
    words: ['testing', 'evaluation', 'assessment', 'psychological test'],
  },
  {
    id: 'methods',
    label: 'Named methods (EMDR, CBT, DBT...)',
    words: ['emdr', 'cbt', 'dbt', 'hypnosis', 'ketamine', 'neurofeedback', 'act therapy'],
  },
  {
    id: 'eating',
    label: 'Eating and body image',
    words: ['eating', 'anorexia', 'bulimia', 'binge', 'body image', 'weight'],
  },
  { id: 'ocd', label: 'OCD and intrusive thoughts', words: ['ocd', 'obsessive', 'compulsive', 'intrusive'] },
  { id: 'sleep', label: 'Sleep', words: ['insomnia', 'sleep', 'nightmares'] },
  { id: 'autism', label: 'Autism', words: ['autism', 'autistic', 'asperger', 'aspergers', 'neurodivergent'] },
  { id: 'gender', label: 'Gender identity', words: ['transgender', 'nonbinary', 'gender'] },
  { id: 'lgbtq', label: 'LGBTQ clients', words: ['lgbtq', 'lgbt', 'gay', 'lesbian', 'queer', 'bisexual'] },
  {
    id: 'fertility',
    label: 'Infertility and pregnancy loss',
    words: ['infertility', 'ivf', 'miscarriage', 'stillbirth'],
  },
  { id: 'adoption', label: 'Adoption and foster care', words: ['adoption', 'adopted', 'foster'] },
  {
    id: 'aging',
    label: 'Aging parents and dementia',
    words: ['dementia', 'alzheimers', 'alzheimer', 'caregiver', 'caregiving', 'aging'],
  },
  {
    id: 'illness',
    label: 'Living with illness',
    words: ['illness', 'chronic pain', 'cancer', 'hiv', 'diabetes', 'disability'],
  },
  { id: 'gambling', label: 'Gambling', words: ['gambling', 'betting', 'casino'] },
  { id: 'alcohol', label: 'Alcohol', words: ['alcohol', 'alcoholic', 'drinking', 'sober', 'sobriety'] },
  { id: 'sexuality', label: 'Sex and sexuality', words: ['sex', 'sexual', 'porn', 'pornography', 'libido'] },
  { id: 'bullying', label: 'Bullying', words: ['bullying', 'bullied', 'cyberbullying'] },
  { id: 'work', label: 'Work and burnout', words: ['burnout', 'career', 'workplace', 'job'] },
  { id: 'loneliness', label: 'Loneliness', words: ['lonely', 'loneliness', 'isolation', 'friends'] },
  { id: 'self-esteem', label: 'Self-esteem', words: ['self esteem', 'confidence', 'insecure', 'insecurity'] },
  {
    id: 'learning',
    label: 'Learning and school support',
    words: ['dyslexia', 'learning disability', 'iep', 'tutoring', 'homeschool'],
  },
  {
    id: 'faith',
    label: 'Faith and spirituality',
    words: ['faith', 'christian', 'religious', 'spiritual', 'church'],
  },
  {
    id: 'culture',
    label: 'Race and culture',
    words: ['racism', 'black therapist', 'immigrant', 'immigration', 'cultural'],
  },
  { id: 'military', label: 'Military families', words: ['veteran', 'veterans', 'military', 'deployment'] },
  { id: 'legal', label: 'Courts and custody', words: ['custody', 'court', 'lawyer', 'court ordered'] },
];
