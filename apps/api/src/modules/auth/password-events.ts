import type { Db } from '../../db/client';

type Listener = (db: Db, userId: number) => Promise<void>;
const listeners: Listener[] = [];

/**
 * Whatever must happen when a password changes by any path (for example: pending recovery tokens
 * stop working). Modules subscribe at import time.
 */
export const onPasswordChange = (listener: Listener) => void listeners.push(listener);

export async function afterPasswordChange(db: Db, userId: number) {
  for (const listener of listeners) await listener(db, userId);
}
