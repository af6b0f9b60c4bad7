import { quickExitSituations } from './quick-exit.ts';

interface SafetyFields {
  help: readonly string[];
  jointTherapy?: readonly string[] | undefined;
}

/**
 * Whether `candidate` may be offered as related reading on `piece`. A piece that declares partner
 * violence or child abuse never leads its reader to a piece about couples or family therapy: joint
 * sessions are not the first step where there is abuse (what is said in the room can be punished at
 * home), and a reader in danger should not be sent from a warning to a recommendation.
 */
export function safeRelated(piece: SafetyFields, candidate: SafetyFields): boolean {
  return quickExitSituations(piece.help).length === 0 || (candidate.jointTherapy ?? []).length === 0;
}
