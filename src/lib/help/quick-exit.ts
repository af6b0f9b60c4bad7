import { QUICK_EXIT_SITUATIONS, type HelpSituation } from '../../config/help-schema.ts';

interface QuickExitFields {
  help: readonly string[];
  audience?: string | undefined;
  quickExit?: boolean | undefined;
}

/** The situations a piece declares that call for the quick exit (partner violence, child abuse). */
export function quickExitSituations(help: readonly string[]): HelpSituation[] {
  return QUICK_EXIT_SITUATIONS.filter((situation) => help.includes(situation));
}

/**
 * Why a piece calls for the quick exit, in words a writer reads in the content check's messages: it is
 * written to a teen (whose phone may be watched by the adult hurting her), or it declares partner
 * violence or child abuse. Empty when nothing calls for it.
 */
export function quickExitCalls(piece: Omit<QuickExitFields, 'quickExit'>): string[] {
  return [
    ...(piece.audience === 'teen' ? ['it is written to a teen'] : []),
    ...quickExitSituations(piece.help).map((situation) => `help declares ${situation}`),
  ];
}

/**
 * Whether a piece shows "Leave this page quickly": it follows from who the piece is written to and the
 * situations it declares, so a writer cannot forget it on a page a watched reader may open; `quickExit`
 * written in the frontmatter wins (`true` to add it anywhere, `false` with a reason the content check
 * requires).
 */
export function showsQuickExit(piece: QuickExitFields): boolean {
  return piece.quickExit ?? quickExitCalls(piece).length > 0;
}

/**
 * Set by "Leave this page quickly" (its button or the Escape key, src/client/quick-exit.ts) just before it
 * leaves: a page that asks before typed words are lost (the safety plan) lets it go at once, since its
 * prompt would keep the page on the screen. A global rather than an import: a module shared by two inline
 * page scripts would become a script file of its own, loaded before either runs.
 */
declare global {
  interface Window {
    leavingQuickly?: boolean;
  }
}
