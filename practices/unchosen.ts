/**
 * What `#practice` resolves to when a command chose no practice by its condition: the sample. A PRACTICE
 * naming another one here means the command ran without the launcher's condition (scripts/launch.mjs)
 * and would silently build or test the wrong practice, so it stops instead.
 */
const chosen = globalThis.process?.env?.['PRACTICE']?.trim();
if (chosen && chosen !== 'sample') {
  throw new Error(
    `PRACTICE=${chosen}, but #practice resolved to the sample: run the command through npm (scripts/launch.mjs)`,
  );
}

export * from './sample/index.ts';
