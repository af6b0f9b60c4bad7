import { QUICK_EXIT_SITUATIONS, type HelpSituation } from '../../config/help-schema.ts';

interface QuickExitFields {
  help: readonly string[];
  quickExit?: boolean | undefined;
}

/** The situations a piece declares that call for the quick exit (partner violence, child abuse). */
export function quickExitSituations(help: readonly string[]): HelpSituation[] {
  return QUICK_EXIT_SITUATIONS.filter((situation) => help.includes(situation));
}

/**
 * Whether a piece shows "Leave this page quickly": it follows from the situations it declares, so a
 * writer cannot forget it on a page an abused reader may open; `quickExit` written in the frontmatter
 * wins (`true` to add it anywhere, `false` with a reason the content check requires).
 */
export function showsQuickExit(piece: QuickExitFields): boolean {
  return piece.quickExit ?? quickExitSituations(piece.help).length > 0;
}
