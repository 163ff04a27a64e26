import { z } from 'zod';

/** ACADEMIC_HTTP_* settings (ACADEMIC_CONNECTOR=http, or subjects for ldap). Documented in docs/connectors/http-academic.md. */
export const ZHttpAcademicEnv = z.object({
  /** Base URL of the academic system's API, e.g. https://sac.example.edu.co/api/siiicca/v1. */
  ACADEMIC_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
});
