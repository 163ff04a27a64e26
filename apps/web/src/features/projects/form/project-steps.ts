import type { FieldErrors } from 'react-hook-form';
import type { TProjectFormValues } from './form-values';

/** The five steps of the project form (spec section 2), in order. */
export const PROJECT_STEPS = [
  'Datos Básicos',
  'Investigadores USTA',
  'Aliados Externos',
  'Documentación requerida',
  'Productos integrados al sistema nacional de investigación',
] as const;

const STEP_OF_FIELD: Record<string, number> = {
  announcement_id: 0,
  title: 0,
  sectional_id: 0,
  internal_investigators: 1,
  external_investigators: 2,
  attacheds: 3,
  files: 3,
  hours: 4,
  results: 4,
};

/** The step of a field's path ('internal_investigators.0.third.name' is step 2's); unknown paths: the first. */
export const stepOfPath = (path: string) => STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 0;

/** The steps that hold a field with a message. */
export function stepsWithErrors(errors: FieldErrors<TProjectFormValues>): Set<number> {
  return new Set(Object.entries(errors).filter(([, e]) => !!e).map(([key]) => stepOfPath(key)));
}
