import { MSG } from '@siiicca/shared';
import type { AcademicConnector } from '../../connectors/academic/types';

/** Sets an academic password without the old one (a forgotten password is the point). */
export type AcademicPasswordReset = (username: string, newPassword: string) => Promise<boolean>;

/** The connector's reset, when it offers one; null when the password can only change in the academic system. */
export function academicPasswordReset(deps: { academic: AcademicConnector }): AcademicPasswordReset | null {
  return deps.academic.resetPassword ? deps.academic.resetPassword.bind(deps.academic) : null;
}

/** Where the user goes instead when the product cannot set an academic password. */
export const passwordElsewhereMessage = (academic: AcademicConnector) =>
  academic.passwordHelpUrl ? `${MSG.sacPasswordElsewhere}: ${academic.passwordHelpUrl}` : MSG.sacPasswordElsewhere;
