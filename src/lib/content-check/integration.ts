import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger, HookParameters } from 'astro';

type DevServer = HookParameters<'astro:server:setup'>['server'];

const OVERLAY_REPLAY_MS = 10_000;
import { contentToday } from '../content/clock.ts';
import { FOLDERS, PRACTICE } from '#practice';
import { INSTRUCTIONS } from '../../config/instructions.ts';
import { reviewWarnings } from '../content/review.ts';
import { recheckWarnings } from '../help/recheck.ts';
import { checkContent, formatProblem, formatReport, readContent } from './check-content.ts';
import { reviewedPieces } from './reviewed-pieces.ts';

/**
 * Runs the content check (`npm run check:content`) inside Astro. `astro build` stops before loading any
 * content when a file has a problem and prints every problem, the same lines as the command: Astro's
 * own loading would stop at the first file, and reads impossible dates as real ones. `astro dev` prints
 * them as warnings at start and again after each change to the content, and keeps serving, so a writer
 * can preview a piece that is half done. A change that brings problems also shows them in the error
 * overlay of every page open in the browser, the editor's included (/keystatic), so a writer who saves
 * a piece there sees at once what the check says. A build with no problems then warns, naming the file,
 * about each piece whose clinical review is overdue or falls due within 30 days of the build's day: stale
 * health guidance misleads a reader, but a review coming due is no reason to stop publishing. So it does
 * about each help line and emergency instruction not read against its sources for a year.
 */
export function contentCheck(): AstroIntegration {
  let root = '';
  let lastReport = '';
  // The overlay of a change's problems, kept a few seconds: the content layer reloads the open pages right
  // after a save, and a page that connects again in that window must still show the report.
  let recent: { payload: string; until: number } | undefined;

  const report = (logger: AstroIntegrationLogger, server?: DevServer) => {
    const problems = checkContent(root);
    const text = problems.map(formatProblem).join('\n');
    if (text === lastReport) return;
    if (problems.length) {
      logger.warn(`\n${formatReport(problems)}`);
      if (server) {
        const payload = {
          type: 'error',
          err: { message: `Content check:\n${formatReport(problems)}`, stack: '', plugin: 'content-check' },
        } as const;
        recent = { payload: JSON.stringify(payload), until: Date.now() + OVERLAY_REPLAY_MS };
        server.ws.send(payload);
      }
    } else {
      recent = undefined;
      if (lastReport) logger.info('no content problems left');
    }
    lastReport = text;
  };

  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        root = fileURLToPath(config.root);
        if (command === 'dev') report(logger);
        if (command !== 'build') return;
        const problems = checkContent(root);
        if (problems.length === 0) return;
        logger.error(`\n${formatReport(problems)}`);
        throw new Error('The content has problems (listed above); fix them and build again.');
      },
      // Once a build starts: tools that only load the configuration (knip, astro check) are not told.
      'astro:build:start': ({ logger }) => {
        const pieces = reviewedPieces(readContent(root, { body: false }));
        const today = contentToday();
        for (const warning of reviewWarnings(pieces, today)) logger.warn(warning);
        for (const warning of recheckWarnings(PRACTICE.help, INSTRUCTIONS, today)) logger.warn(warning);
      },
      'astro:server:setup': ({ server, logger }) => {
        server.ws.on('connection', (socket) => {
          if (recent && Date.now() < recent.until) socket.send(recent.payload);
        });
        let timer: NodeJS.Timeout | undefined;
        server.watcher.on('all', (_event, path) => {
          if (!path.startsWith(join(root, FOLDERS.content) + sep)) return;
          clearTimeout(timer);
          timer = setTimeout(() => report(logger, server), 200);
        });
      },
    },
  };
}
