import type { TConfig } from '../../../config';
import type { AcademicConnector } from '../types';

/** The university's academic system over HTTP(S). Placeholder: replaced by the HTTP connector work. */
export function createHttpAcademicConnector(_config: TConfig): AcademicConnector {
  throw new Error('ACADEMIC_CONNECTOR=http is not implemented yet');
}
