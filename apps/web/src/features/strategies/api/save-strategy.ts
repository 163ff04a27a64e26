import { STRATEGY_API, STRATEGY_UPLOAD, type TStrategyInput, type TStrategySaved } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/multipart';

/** 'Guardar': the whole strategy, with the approval letter when one was chosen (multipart, with progress). */
export function saveStrategy(strategy: TStrategyInput, letter: File | null, onProgress: (fraction: number) => void) {
  if (!letter) return api.post<TStrategySaved>(STRATEGY_API.all, strategy);
  const body = new FormData();
  body.append(STRATEGY_UPLOAD.dataField, JSON.stringify(strategy));
  body.append(STRATEGY_UPLOAD.fileField, letter, letter.name);
  return postMultipart<TStrategySaved>(STRATEGY_API.all, body, onProgress);
}
