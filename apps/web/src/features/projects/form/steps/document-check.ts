import { FILE_HEAD_BYTES, headMatches, LIMITS, PROJECT_MSG } from '@siiicca/shared';

/**
 * What is wrong with a file chosen for a call's document, checked as soon as it is chosen: empty,
 * over the size limit, or first bytes of no kind the document accepts (an executable renamed
 * '.pdf'). The same first-byte rules as the server's (shared file-heads.ts); the server checks the
 * rest (a PDF's objects, an Office package's parts) and checks all of it again on save.
 */
export async function documentProblem(file: File, accept: string): Promise<string | null> {
  if (file.size === 0) return PROJECT_MSG.fileEmpty;
  if (file.size > LIMITS.fileBytes) return PROJECT_MSG.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return headMatches(accept, head) ? null : PROJECT_MSG.fileWrongType(accept);
}
