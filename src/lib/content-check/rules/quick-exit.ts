import { quickExitCalls } from '../../help/quick-exit.ts';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

const MIN_REASON = 20;

const declaredHelp = (data: Record<string, unknown>): string[] =>
  Array.isArray(data['help']) ? (data['help'] as string[]) : [];

/**
 * A piece written to a teen, or one that declares partner violence or child abuse, shows "Leave this
 * page quickly": its reader may be watched by the person hurting them. `quickExit: false` is a decision
 * a reviewer must be able to weigh, so it always comes with a `quickExitReason` of a sentence; on a piece
 * that shows no exit anyway it changes nothing and is refused as a leftover, as is a reason on a piece
 * that keeps the exit.
 */
export const quickExitDeclared: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file): Problem[] => {
      const data = file.data!;
      const calls = quickExitCalls({
        help: declaredHelp(data),
        audience: typeof data['audience'] === 'string' ? data['audience'] : undefined,
      });
      const reason = typeof data['quickExitReason'] === 'string' ? data['quickExitReason'].trim() : '';
      if (data['quickExit'] === false && calls.length === 0) {
        return [
          {
            path: file.path,
            line: file.lineOf(['quickExit']),
            message:
              'quickExit is false on a piece that shows no quick exit anyway (it is not written to a teen and declares neither partner violence nor child abuse): remove the line',
          },
        ];
      }
      // A reason is a sentence a reviewer can weigh: a word or two is no reason.
      if (data['quickExit'] === false && reason.length < MIN_REASON) {
        return [
          {
            path: file.path,
            line: file.lineOf(['quickExit']),
            message: `${calls.join(' and ')}, so its reader may be watched, but quickExit is false: remove quickExit: false, or add quickExitReason saying in a sentence (${MIN_REASON} characters or more) why this piece must not have the quick exit`,
          },
        ];
      }
      if (reason && data['quickExit'] !== false) {
        return [
          {
            path: file.path,
            line: file.lineOf(['quickExitReason']),
            message: 'quickExitReason explains quickExit: false, which this piece does not have: remove it',
          },
        ];
      }
      return [];
    });

/** A piece written to a teen (`audience: teen`) lists the lines a teen can reach alone: it declares `teen`. */
export const teenHelp: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data?.['audience'] === 'teen')
    .filter((file) => !declaredHelp(file.data!).includes('teen'))
    .map((file) => ({
      path: file.path,
      line: file.lineOf(['help']),
      message: 'audience is teen but help does not declare teen: add teen to help',
    }));
