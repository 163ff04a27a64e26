import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PROJECT_MSG, PROJECT_UPLOAD } from '@siiicca/shared';
import { announcementAttacheds } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { AppError, badRequest } from '../../lib/app-error';
import { acceptCheck } from '../../lib/content-kinds';
import type { FileStore } from '../../lib/files';
import { cleanName, jsonOfField, readForm } from '../../platform/multipart';

/** The largest project JSON: 100 investigators and 100 results fit several times. */
export const PROJECT_JSON_MAX = 2 * 1024 * 1024;

/** The options of @fastify/multipart for the project save: one JSON field and a file per document of the call. */
export const PROJECT_MULTIPART_LIMITS = {
  fileSize: PROJECT_UPLOAD.maxBytes + 1,
  files: PROJECT_UPLOAD.maxFiles,
  fields: 4,
  parts: PROJECT_UPLOAD.maxFiles + 4,
  fieldSize: PROJECT_JSON_MAX,
  fieldNameSize: 100,
  headerPairs: 100,
};

/** A document file already streamed to disk, for the call's document `attachedId`, with the name it came with. */
export type TProjectUpload = { attachedId: number; path: string; size: number; name: string };

const FILE_FIELD = new RegExp(`^${PROJECT_UPLOAD.filePrefix}([1-9][0-9]{0,8})$`);

/**
 * The project of a save request and its document files: JSON as it is, or multipart with the JSON
 * in `data` and a file per document in `file_<attached_id>`, each streamed to disk and checked on
 * the way (size, and content against the document's accepted type). Any problem removes every file
 * this request stored and answers 4xx (platform/multipart.ts).
 */
export async function readProjectRequest(request: FastifyRequest, db: DbOrTx, files: FileStore): Promise<{ body: unknown; uploads: TProjectUpload[] }> {
  if (!request.isMultipart()) return { body: request.body, uploads: [] };
  return readForm(request, files, {
    fields: [PROJECT_UPLOAD.dataField],
    file: async (part) => {
      const attachedId = Number(FILE_FIELD.exec(part.field)?.[1] ?? NaN);
      const field = part.field.slice(0, 100) || '_';
      const accept = Number.isInteger(attachedId) ? await acceptOf(db, attachedId) : null;
      if (accept === null) throw badRequest(PROJECT_MSG.attachedNotInCall, { [field]: [PROJECT_MSG.attachedNotInCall] });
      const stored = await files
        .save('projects', part.file, {
          ...acceptCheck(accept),
          maxBytes: PROJECT_UPLOAD.maxBytes,
          tooLarge: PROJECT_MSG.fileTooLarge,
          wrongType: PROJECT_MSG.fileWrongType(accept),
          truncated: () => part.file.truncated,
        })
        .catch((err: unknown) => {
          // The file's own refusal names its field, so the form shows it on the document.
          if (err instanceof AppError && err.statusCode < 500) throw new AppError(err.statusCode, err.message, { [field]: [err.message] });
          throw err;
        });
      return { attachedId, ...stored, name: cleanName(part.filename ?? '', `documento-${attachedId}`) };
    },
    read: (fields, uploads) => ({ body: jsonOfField(fields[PROJECT_UPLOAD.dataField], PROJECT_UPLOAD.dataField), uploads }),
  });
}

/** The accepted type of a call's document, or null when there is no such document. */
async function acceptOf(db: DbOrTx, attachedId: number): Promise<string | null> {
  const [row] = await db.select({ accept: announcementAttacheds.accept }).from(announcementAttacheds).where(eq(announcementAttacheds.id, attachedId));
  return row?.accept ?? null;
}
