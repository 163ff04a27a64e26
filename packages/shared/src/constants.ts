/** Business constants of spec section 9, shared by the API and the web app. */
export const APP_VERSION = '1.2.3';
/** The fixed product identifier sent as `system` in the login payload. */
export const SYSTEM_ID = 'siiicca';

export const ACCOUNT_TYPES = ['sac', 'adm'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

export const SESSION = {
  /** The extension dialog opens this many seconds before expiry. */
  refreshBeforeSeconds: 70,
  /** A stored session that expires within this many seconds is dropped on start. */
  staleOnStartSeconds: 300,
  /** The session ends when this many seconds or fewer remain... */
  endAtSeconds: 1,
  /** ...measured with this safety margin. */
  marginSeconds: 5,
} as const;

export const LIMITS = {
  loginPasswordMin: 4,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 5,
  fileBytes: 1e8,
} as const;

export const PAGE_SIZES = [5, 10, 15, 20, 30, 50, 100] as const;
export type TPageSize = (typeof PAGE_SIZES)[number];
export const MAX_PER_PAGE = 100;
