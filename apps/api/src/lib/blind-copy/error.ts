import { LIMITS } from '@siiicca/shared';

/**
 * Why no blind copy could be made: 'oldFormat' an old binary Office document (.doc, .xls, .ppt, or
 * one inside a package or a zip), whose property streams this module does not edit; 'encrypted' a
 * PDF or a zip entry it cannot read without a password; 'tooLarge' past a bound (the upload limit,
 * the zip caps, the nesting depth); 'unreadable' a file whose structure it cannot parse.
 */
export type TBlindCopyProblem = 'oldFormat' | 'encrypted' | 'tooLarge' | 'unreadable';

/** The blind copy cannot be made: the caller refuses the download rather than hand out the original. */
export class BlindCopyError extends Error {
  constructor(
    readonly problem: TBlindCopyProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'BlindCopyError';
  }
}

/** The product's upload limit: no stored file is larger, and no file or zip entry is held in memory past it. */
export const BLIND_COPY_MAX_BYTES = LIMITS.fileBytes;
