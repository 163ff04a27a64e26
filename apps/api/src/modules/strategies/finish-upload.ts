import type { FastifyRequest } from 'fastify';
import { HTTP_MSG, MSG, STRATEGY_FINISH_UPLOAD, STRATEGY_MSG, ZStrategyFinishFormSchema } from '@siiicca/shared';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/files';
import type { TUpload } from './save-strategy';
import { readForm, unexpectedFile } from '../../platform/multipart';
import { storePdfPart } from './strategy-upload';

/**
 * What `POST /finish_strategy` sent: the strategy's id (null when missing or not an id), the final
 * report already streamed to disk (null when it was missing or refused), and every problem of the
 * form by field (the file's, the checkbox's, the id's), in the dialog's order.
 */
export type TFinishForm = { id: number | null; version: string | null; upload: TUpload | null; errors: Record<string, string[]> };

const F = STRATEGY_FINISH_UPLOAD;
/** The form's fields as the API description states them (shared ZStrategyFinishFormSchema). */
const FIELDS = ZStrategyFinishFormSchema.shape;

/**
 * Reads the multipart form of the final report: `id`, `accept` ('true') and the PDF in
 * `final_report_file`, streamed to disk with its size and first bytes checked on the way (never held
 * in memory). The form's problems are gathered, not thrown, so the answer can list them all with
 * the strategy's own; the caller removes the stored file when the finish fails. Only a malformed
 * request (not multipart, another file, a field sent twice, a cut body) is refused here, with
 * nothing left on disk.
 */
export async function readFinishRequest(request: FastifyRequest, files: FileStore): Promise<TFinishForm> {
  if (!request.isMultipart()) throw new AppError(415, HTTP_MSG.unsupportedMediaType);
  let fileProblem: string | null = null;
  const form = await readForm(request, files, {
    fields: [F.idField, F.acceptField, F.versionField],
    file: async (part, kept): Promise<TUpload | null> => {
      if (part.field !== F.fileField || kept.length || fileProblem) throw unexpectedFile(part);
      // A form's empty file input: no file chosen.
      if (!part.filename) return null;
      try {
        return await storePdfPart(files, part.file, part.filename, 'informe-final.pdf');
      } catch (err) {
        fileProblem = fileProblemOf(err);
        return null;
      }
    },
    read: (fields, uploads) => ({ fields, upload: uploads[0] ?? null }),
  });
  const { fields, upload } = form;
  const idText = fields[F.idField];
  const accept = fields[F.acceptField];
  const version = fields[F.versionField];

  const errors: Record<string, string[]> = {};
  const id = FIELDS[F.idField].safeParse(idText ?? '');
  if (!id.success) errors[F.idField] = [idText === undefined || idText === '' ? MSG.required : (id.error.issues[0]?.message ?? MSG.invalidNumber)];
  if (fileProblem || !upload) errors[F.fileField] = [fileProblem ?? STRATEGY_MSG.finalReportRequired];
  if (accept !== 'true') errors[F.acceptField] = [STRATEGY_MSG.acceptRequired];
  const read = FIELDS[F.versionField].safeParse(version ?? '');
  if (!read.success && version) errors[F.versionField] = [read.error.issues[0]?.message ?? MSG.invalidValue];
  return { id: id.success ? id.data : null, version: read.success ? (read.data ?? null) : null, upload, errors };
}

/** A refused upload as the problem the user reads; anything else (the disk...) stays a server error. */
function fileProblemOf(err: unknown): string {
  if (err instanceof AppError && err.statusCode < 500) return err.message;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return STRATEGY_MSG.fileTooLarge;
  throw err;
}
