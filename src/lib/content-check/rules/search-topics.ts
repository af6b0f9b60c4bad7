import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_TOPICS, type SearchTopic } from '../../../config/search-topics.ts';
import { topicWords } from '../../search/topic-words.ts';
import type { Problem } from '../content-file.ts';
import type { ContentRule } from '../rule.ts';

const FILE = 'src/config/search-topics.ts';

/** Problems of a list of search topics, each as a message and the topic it is about. */
export function searchTopicProblems(topics: readonly SearchTopic[]): { id: string; message: string }[] {
  const problems: { id: string; message: string }[] = [];
  if (topics.length < 20 || topics.length > 40) {
    problems.push({ id: '', message: `the search topics are ${topics.length}: keep 20 to 40` });
  }
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  for (const topic of topics) {
    if (!/^[a-z]+(-[a-z]+)*$/.test(topic.id)) {
      problems.push({
        id: topic.id,
        message: `topic id "${topic.id}" must be lower case letters and hyphens`,
      });
    }
    if (ids.has(topic.id)) problems.push({ id: topic.id, message: `topic id "${topic.id}" is used twice` });
    ids.add(topic.id);
    if (!topic.label.trim()) problems.push({ id: topic.id, message: `topic "${topic.id}" has no label` });
    if (topic.words.length === 0) problems.push({ id: topic.id, message: `topic "${topic.id}" has no word` });
    for (const word of topic.words) {
      // Words are matched as the page splits a search: lower case letters, one space between words.
      if (topicWords(word).join(' ') !== word) {
        problems.push({
          id: topic.id,
          message: `"${word}" (topic "${topic.id}") is not lower case letters and single spaces: it would never match`,
        });
      }
      const other = owner.get(word);
      if (other)
        problems.push({ id: topic.id, message: `"${word}" is in topics "${other}" and "${topic.id}"` });
      owner.set(word, topic.id);
    }
  }
  return problems;
}

/** The reviewed search topics (src/config/search-topics.ts) hold to the rules the counting relies on. */
export const searchTopics: ContentRule = (_files, { root }) => {
  const problems = searchTopicProblems(SEARCH_TOPICS);
  if (problems.length === 0) return [];
  let lines: string[] = [];
  try {
    lines = readFileSync(join(root, FILE), 'utf8').split('\n');
  } catch {
    // Another tree (the tests' fixtures) has no such file: the problems are still reported, at line 1.
  }
  return problems.map(({ id, message }): Problem => {
    const index = id ? lines.findIndex((line) => line.includes(`id: '${id}'`)) : -1;
    return { path: FILE, line: index + 1 || 1, message };
  });
};
