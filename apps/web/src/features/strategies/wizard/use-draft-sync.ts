import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { saveDraft } from '../api/drafts';
import type { TWizardValues } from './form-values';

/** How a write of the wizard other than a draft or a save names the strategy's version and keeps the new one. */
export type TVersionAccess = { read: () => Promise<string | null>; set: (next: string) => void };

export type TDraftStatus = { state: 'idle' | 'saving' | 'saved' | 'failed'; at?: Date };

/**
 * Keeps the wizard's unfinished work on the server as the user moves between steps (and when the
 * tab is hidden): the first change of a new strategy creates its Borrador, later ones update the
 * draft. Requests go one after another; nothing is sent when nothing changed since the last one.
 */
export function useDraftSync(options: { form: UseFormReturn<TWizardValues>; id: number | null; ready: boolean; step: number }) {
  const { form, ready } = options;
  const id = useRef(options.id);
  // The strategy's version: the one loaded, then each draft's answer (a draft and a save name it).
  const version = useRef<string | null>(null);
  const created = useRef(false);
  const lastSent = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const step = useRef(options.step);
  useEffect(() => {
    step.current = options.step;
  }, [options.step]);
  const [status, setStatus] = useState<TDraftStatus>({ state: 'idle' });
  const [strategyId, setStrategyId] = useState(options.id);

  // What was loaded is already on the server: only what changes after it is sent.
  useEffect(() => {
    if (!ready) return;
    lastSent.current = JSON.stringify(form.getValues());
    version.current = form.getValues('version') ?? null;
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  const sync = useCallback(
    (atStep = step.current) => {
      if (!ready) return queue.current;
      const json = JSON.stringify(form.getValues());
      if (json === lastSent.current) return queue.current;
      lastSent.current = json;
      queue.current = queue.current.then(async () => {
        setStatus({ state: 'saving' });
        try {
          const res = await saveDraft(id.current, atStep, JSON.parse(json) as Record<string, unknown>, version.current);
          version.current = res.data.version;
          if (id.current === null) {
            id.current = res.data.id;
            created.current = true;
            setStrategyId(res.data.id);
          }
          setStatus({ state: 'saved', at: new Date() });
        } catch (err) {
          // Sent again with the next move; a refused draft never blocks the wizard.
          lastSent.current = null;
          setStatus({ state: err instanceof ApiError && err.handled ? 'idle' : 'failed' });
        }
      });
      return queue.current;
    },
    [form, ready],
  );

  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && void sync();
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [sync]);

  return {
    sync,
    status,
    /** The strategy's id: the one opened, or the Borrador the first draft created. */
    strategyId,
    /** The id as it stands once the drafts in flight have answered (read after `settled`). */
    currentId: () => id.current,
    /** The version as the last draft answered it, or as loaded (read after `settled`). */
    currentVersion: () => version.current,
    /** For the wizard's other writes (an actor's toggle): the version once the drafts in flight answered, and the new one. */
    versionAccess: {
      read: async () => {
        await queue.current;
        return version.current;
      },
      set: (next: string) => {
        version.current = next;
      },
    } satisfies TVersionAccess,
    /** Whether this wizard created the Borrador (a discarded new strategy leaves nothing behind). */
    createdHere: () => created.current,
    /** Waits for the drafts in flight (before 'Guardar', or before discarding). */
    settled: () => queue.current,
  };
}
