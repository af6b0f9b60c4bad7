/**
 * The practice is one module, `#practice`, chosen by PRACTICE: Vite's resolution (the build, Vitest) and
 * Node's (the scripts, the server) choose the same practice, an unknown name fails naming the known ones,
 * and no fact of either practice is typed in src/ outside its module.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE as SAMPLE } from '../../practices/sample/index.ts';
import { PRACTICE as SECOND } from '../../practices/second/index.ts';
import { withPracticeCondition } from '../../scripts/launch.mjs';
import type { PracticeConfig } from '../../src/config/schema.ts';
import { chosenPractice, practiceEntries } from '../../src/integrations/practice-module.ts';
import { cliniciansCount } from '../../src/lib/practice-words.ts';

const root = join(import.meta.dirname, '..', '..');

/** The practice's name as a Node started with `env` (through the launcher's condition) reads it. */
function nodeReads(env: NodeJS.ProcessEnv) {
  const script = "import { PRACTICE } from '#practice'; console.log(PRACTICE.name);";
  const result = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--input-type=module', '--eval', script],
    { cwd: root, env: { ...env, NODE_OPTIONS: withPracticeCondition(env) ?? '' }, encoding: 'utf8' },
  );
  return { name: result.stdout.trim(), error: result.stderr };
}

describe('the practice module', () => {
  it('is the sample unless PRACTICE names another practice of package.json', () => {
    expect([...practiceEntries().keys()]).toEqual(['sample', 'second']);
    expect(chosenPractice({}).entry).toBe(join(root, 'practices', 'sample', 'index.ts'));
    expect(chosenPractice({ PRACTICE: 'second' }).entry).toBe(join(root, 'practices', 'second', 'index.ts'));
    expect(() => chosenPractice({ PRACTICE: 'harbor' })).toThrow(
      "PRACTICE=harbor: no practice of that name in package.json's imports (known: sample, second)",
    );
  });

  it('is the practice Node reads under the launcher’s condition, and refuses a PRACTICE it cannot honour', () => {
    const env = { PATH: process.env['PATH'] };
    expect(nodeReads(env).name).toBe(SAMPLE.name);
    expect(nodeReads({ ...env, PRACTICE: 'second' }).name).toBe(SECOND.name);
    // Without the launcher's condition Node falls back to practices/unchosen.ts, which says so rather than
    // serve the sample.
    const bare = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '--input-type=module', '--eval', "import '#practice';"],
      { cwd: root, env: { ...env, PRACTICE: 'second' }, encoding: 'utf8' },
    );
    expect(bare.status).not.toBe(0);
    expect(bare.stderr).toContain('PRACTICE=second, but #practice resolved to the sample');
  });

  it('keeps other Node options and replaces an earlier practice condition', () => {
    expect(withPracticeCondition({})).toBeUndefined();
    expect(withPracticeCondition({ PRACTICE: 'second', NODE_OPTIONS: '--max-old-space-size=512' })).toBe(
      '--max-old-space-size=512 --conditions=practice-second',
    );
    expect(withPracticeCondition({ PRACTICE: 'sample', NODE_OPTIONS: '--conditions=practice-second' })).toBe(
      '--conditions=practice-sample',
    );
  });
});

/** What identifies a practice in prose: names, contacts, its people and how many they are. */
function factsOf(practice: PracticeConfig): string[] {
  const facts = [
    practice.name,
    practice.shortName,
    practice.phone.display,
    practice.phone.tel,
    practice.email,
    practice.email.split('@')[1]!,
    practice.address.street,
    cliniciansCount(practice.therapists.length),
  ];
  for (const therapist of practice.therapists) {
    facts.push(therapist.name, therapist.shortName, therapist.email, therapist.phone.display);
  }
  return [...new Set(facts)];
}

/** Every file of src/. */
function codeFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const local = relative(root, path);
    if (entry.isDirectory()) return codeFiles(path);
    return [local];
  });
}

describe('the code', () => {
  it('types no fact of either practice: each is read from the practice module', () => {
    const facts = [...factsOf(SAMPLE), ...factsOf(SECOND)];
    const found = codeFiles().flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return facts.filter((fact) => text.includes(fact)).map((fact) => `${file}: ${fact}`);
    });
    expect(found).toEqual([]);
  });
});
