import { z } from 'zod';
import { LIMITS } from '../constants';
import { zIdText } from '../schemas/bounds';

/*
 * A progress report's files (issue 42: 'documents (the same upload checks as everywhere)' and a
 * product's evidence 'or a file'; docs/execution.md 'Documents and evidence files'): the owner
 * attaches them one at a time while the report is theirs to write (Pendiente, Borrador, Con
 * observaciones, the project En ejecución), replaces or removes them until it is sent, and they are
 * frozen with it. A file is a document of the report (the signed report, annexes) or the evidence of
 * one of the project's expected results. The owner and the office download them; anyone else: 404.
 */

export const REPORT_FILES_API = {
  /** POST (the owner, multipart REPORT_FILE_UPLOAD): ZReportFileSavedSchema (201). */
  all: (projectId: number, reportId: number) => `/api/siiicca/execution/projects/${projectId}/reports/${reportId}/files`,
  /** GET (the owner or execution.manage): the file. PUT (the owner, multipart, `file` only): replaces its content. DELETE (the owner): removes it. */
  one: (projectId: number, reportId: number, fileId: number) => `/api/siiicca/execution/projects/${projectId}/reports/${reportId}/files/${fileId}`,
} as const;

export const REPORT_FILE_KINDS = ['Documento', 'Evidencia'] as const;
export type TReportFileKind = (typeof REPORT_FILE_KINDS)[number];

/** What a report file may be (checked by its content, not its name): the accepted types of the upload checks. */
export const REPORT_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.zip';

export const REPORT_FILE_UPLOAD = {
  kindField: 'kind',
  resultField: 'result_id',
  fileField: 'file',
  maxBytes: LIMITS.fileBytes,
  /** Files a report holds at most. */
  maxFiles: 30,
} as const;

export const REPORT_FILE_MSG = {
  uploaded: 'Archivo adjuntado al informe',
  replaced: 'Archivo del informe reemplazado',
  removed: 'Archivo retirado del informe',
  uploadFailed: 'No se pudo adjuntar el archivo al informe',
  removeFailed: 'No se pudo retirar el archivo del informe',
  notFound: 'El archivo no existe',
  fileRequired: 'Elija el archivo',
  tooLarge: `El archivo supera el tamaño máximo (${LIMITS.fileBytes / 1e6} MB)`,
  wrongType: 'El contenido del archivo no corresponde a un tipo aceptado (PDF, Word, Excel, PowerPoint, PNG, JPG o ZIP)',
  kindInvalid: 'Elija Documento o Evidencia',
  resultRequired: 'Indique el resultado esperado del que el archivo es evidencia',
  resultForEvidenceOnly: 'Solo una evidencia se asocia a un resultado esperado',
  tooMany: `El informe ya tiene ${REPORT_FILE_UPLOAD.maxFiles} archivos: retire alguno antes de adjuntar otro`,
  /** What the security trail's download line names. */
  auditWhat: 'Archivo de un informe de avance',
  /** The wizard's section. */
  title: 'Documentos y evidencias',
  documentsHint: 'El informe firmado en PDF y sus anexos; como evidencia, el archivo de un producto entregado (PDF, Word, Excel, PowerPoint, imagen o ZIP, hasta 100 MB).',
  none: 'El informe no tiene archivos adjuntos',
  attach: 'Adjuntar archivo',
  replace: 'Reemplazar',
  remove: 'Retirar',
  evidenceOf: 'Evidencia de',
  reportDocument: 'Documento del informe',
  kindLabel: 'Tipo de archivo',
  resultLabel: 'Resultado esperado',
} as const;

/** A file of a report, as the report's read answers it. */
export const ZReportFileSchema = z.object({
  id: z.number(),
  kind: z.enum(REPORT_FILE_KINDS),
  /** The expected result (project_results) an evidence belongs to; null for a document. */
  result_id: z.number().nullable(),
  name: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type TReportFile = z.infer<typeof ZReportFileSchema>;

const zUpload = (description: string) =>
  z.file().max(REPORT_FILE_UPLOAD.maxBytes).describe(`${description}: at most ${REPORT_FILE_UPLOAD.maxBytes / 1e6} MB, its content one of ${REPORT_FILE_ACCEPT} (checked by its content, not its name).`);

/** The text fields of an upload's form (multipart): the kind, and the expected result of an evidence. */
export const ZReportFileFieldsSchema = z
  .object({
    [REPORT_FILE_UPLOAD.kindField]: z.enum(REPORT_FILE_KINDS, { error: REPORT_FILE_MSG.kindInvalid }),
    [REPORT_FILE_UPLOAD.resultField]: zIdText().optional(),
  })
  .superRefine((f, ctx) => {
    if (f.kind === 'Evidencia' && f.result_id === undefined) ctx.addIssue({ code: 'custom', path: [REPORT_FILE_UPLOAD.resultField], message: REPORT_FILE_MSG.resultRequired });
    if (f.kind === 'Documento' && f.result_id !== undefined) ctx.addIssue({ code: 'custom', path: [REPORT_FILE_UPLOAD.resultField], message: REPORT_FILE_MSG.resultForEvidenceOnly });
  });
export type TReportFileFields = z.output<typeof ZReportFileFieldsSchema>;

/** `POST …/files` as the API description states it (multipart). */
export const ZReportFileFormSchema = z.object({
  [REPORT_FILE_UPLOAD.kindField]: z.enum(REPORT_FILE_KINDS),
  [REPORT_FILE_UPLOAD.resultField]: zIdText().optional().describe('The expected result (project_results id) an Evidencia belongs to; none for a Documento.'),
  [REPORT_FILE_UPLOAD.fileField]: zUpload('The file'),
});
/** `PUT …/files/{fileId}` as the API description states it (multipart): the new content. */
export const ZReportFileReplaceFormSchema = z.object({ [REPORT_FILE_UPLOAD.fileField]: zUpload('The new content of the file') });

export const ZReportFileParamsSchema = z.object({ id: zIdText(), reportId: zIdText(), fileId: zIdText() });
export const ZReportFileSavedSchema = z.object({ message: z.string(), data: ZReportFileSchema });
