import type { UseFormReturn } from 'react-hook-form';
import type { TProjectSaveInput, TSelSectional } from '@siiicca/shared';
import type { z } from 'zod';
import type { ZSelAnnouncementSchema, ZSelProductSchema } from '@siiicca/shared';

/**
 * The project form's values: the shared save schema's input (ZProjectSaveSchema), plus the files
 * chosen in step 4 and not yet sent, by the call's attached id. 'Guardar Borrador' posts the JSON
 * as `data` and each file as `file_<attached_id>` (PROJECT_UPLOAD).
 */
export type TProjectFormValues = TProjectSaveInput & {
  files: Record<string, File | undefined>;
};

/** The selection lists the steps use, loaded once by the form. */
export type TProjectLookups = {
  /** Calls open today (LOOKUPS.announcements), plus the project's own call when it has closed. */
  announcements: z.infer<typeof ZSelAnnouncementSchema>[];
  sectionals: TSelSectional[];
  /** Products with their types and pivot hours (LOOKUPS.products): step 5 offers those matching `hours`. */
  products: z.infer<typeof ZSelProductSchema>[];
  countries: { id: string; name: string }[];
};

/**
 * What each step component is given: the whole project's form, the selection lists, and whether
 * the project is read-only (Enviado, or a project where the user is an investigator, not the owner).
 */
export type TProjectStepProps = { form: UseFormReturn<TProjectFormValues>; lookups: TProjectLookups; readOnly: boolean };
