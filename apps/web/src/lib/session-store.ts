import { useSyncExternalStore } from 'react';
import { readStoredSession, SESSION_STORAGE_KEY, writeStoredSession, type TSession } from './session';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: TSession | null = readStoredSession();

const emit = () => listeners.forEach((l) => l());

/** The one session of this tab; React reads it through `useSession`, plain code through `getSession`. */
export const sessionStore = {
  get: () => current,
  set(session: TSession | null) {
    current = session;
    writeStoredSession(session);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const getSession = sessionStore.get;
export const getAccessToken = () => current?.token.access_token ?? null;

/** Signing in or out in another tab applies here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    current = readStoredSession();
    emit();
  });
}

export function useSession(): TSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
