import type { FieldErrors } from 'react-hook-form';
import { stepOfPath } from '@siiicca/shared';
import type { TWizardValues } from './form-values';

/** The steps that hold a field with a message (actors go to their type's step). */
export function stepsWithErrors(errors: FieldErrors<TWizardValues>, actors: { type: string }[]): Set<number> {
  const steps = new Set<number>();
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'actors' && Array.isArray(value)) value.forEach((e, i) => e && steps.add(stepOfPath(`actors.${i}`, actors)));
    else if (value) steps.add(stepOfPath(key, actors));
  }
  return steps;
}
