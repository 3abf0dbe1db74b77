import { useContext } from 'react';
import { actionState, type ActionState } from '../../runtime/shell/permissions';
import { ShellContext } from '../../runtime/shell/ShellData';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { CLIENT_BASE, GROUP_SCORE_BASE, type AssessmentSummary } from './contract';
import { KEYS } from './manifest';

export interface Scoring {
  /** The calculate button's state (and whether selection items can be answered). */
  state: ActionState;
  /** The base of the calculate and answer routes that apply. */
  base: string;
}

const HIDDEN: Scoring = { state: 'hidden', base: '' };

/**
 * Who may score an assessment again and answer its selection items, and through which routes
 * (docs/decisions.md "Group scoring"): the system's owner only — an enterprise for its own systems
 * (client routes), a management group for its systems on its member pages (group routes, which score
 * the member). A member sees its group's assessments read-only; a group reads a member's own ones.
 */
export function useScoring(assessment: Pick<AssessmentSummary, 'systemOwnerId' | 'enterpriseId'> | undefined): Scoring {
  const shell = useContext(ShellContext);
  // Through a group (member scope) the group is the owner that may score; an operator's shell is the enterprise's own.
  const viaGroup = useMemberScope()?.kind === 'member';
  if (!assessment) return HIDDEN;
  const owner = viaGroup ? Number(shell?.enterprise.id) : assessment.enterpriseId;
  if (assessment.systemOwnerId !== owner) return HIDDEN;
  const state = shell ? actionState(shell.permissions, KEYS.calculate, shell.enterprise.target) : 'show';
  return { state, base: viaGroup ? GROUP_SCORE_BASE : `${CLIENT_BASE}/system/score` };
}
