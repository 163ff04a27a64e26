import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';
import { useSaveDraftMutation } from '../api/strategy-mutations';
import type { TWizardValues } from './form-values';

/** How a write of the wizard other than a draft or a save names the strategy's version and keeps the new one. */
export type TVersionAccess = { read: () => Promise<string | null>; set: (next: string) => void };

export type TDraftStatus = { state: 'idle' | 'saving' | 'saved' | 'failed'; at?: Date };

type Options = {
  form: UseFormReturn<TWizardValues>;
  /** The strategy's id as the address has it when the wizard opens (null: a new strategy). */
  id: number | null;
  ready: boolean;
  step: number;
  /** The first draft of a new strategy created its Borrador: the address takes the new id. */
  onCreated: (id: number) => void;
};

/**
 * Keeps the wizard's unfinished work on the server as the user moves between steps (and when the
 * tab is hidden): the first change the user made to a new strategy (the form is dirty: typed or
 * chosen, not its default values nor a step change) creates its Borrador, later ones update the
 * draft. Requests go one after another; nothing is sent when nothing changed since the last one.
 * The address owns the strategy's id: each request in the chain hands the id it ended with to the
 * next (a new Borrador's id is known before the address has taken it), and a creation writes it there.
 */
export function useDraftSync(options: Options) {
  const { form, ready } = options;
  const { mutateAsync: saveDraft } = useSaveDraftMutation();
  // The strategy's version: the one loaded, then each draft's answer (a draft and a save name it).
  const version = useRef<string | null>(null);
  const created = useRef(false);
  const lastSent = useRef<string | null>(null);
  const queue = useRef<Promise<number | null>>(Promise.resolve(options.id));
  const step = useRef(options.step);
  const onCreated = useRef(options.onCreated);
  useEffect(() => {
    step.current = options.step;
    onCreated.current = options.onCreated;
  }, [options.step, options.onCreated]);
  const [status, setStatus] = useState<TDraftStatus>({ state: 'idle' });
  // Read while rendering so react-hook-form keeps it current: a new strategy gets its Borrador only
  // once the user typed or chose something (not for its default values or a step change).
  const dirty = useRef(false);
  const isDirty = form.formState.isDirty;
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  // What was loaded is already on the server: only what changes after it is sent.
  useEffect(() => {
    if (!ready) return;
    lastSent.current = JSON.stringify(form.getValues());
    version.current = form.getValues('version') ?? null;
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  const sync = useCallback(
    (atStep = step.current) => {
      if (!ready) return queue.current;
      if (options.id === null && !created.current && !dirty.current && !form.formState.isDirty) return queue.current;
      const json = JSON.stringify(form.getValues());
      if (json === lastSent.current) return queue.current;
      lastSent.current = json;
      queue.current = queue.current.then(async (id) => {
        setStatus({ state: 'saving' });
        try {
          const res = await saveDraft({ id, step: atStep, data: JSON.parse(json) as Record<string, unknown>, version: version.current });
          version.current = res.data.version;
          setStatus({ state: 'saved', at: new Date() });
          if (id !== null) return id;
          created.current = true;
          onCreated.current(res.data.id);
          return res.data.id;
        } catch (err) {
          // Sent again with the next move; a refused draft never blocks the wizard.
          lastSent.current = null;
          setStatus({ state: err instanceof ApiError && err.handled ? 'idle' : 'failed' });
          return id;
        }
      });
      return queue.current;
    },
    [form, ready, saveDraft, options.id],
  );

  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && void sync();
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [sync]);

  return {
    sync,
    status,
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
    /** Waits for the drafts in flight (before 'Guardar', or before discarding); gives the strategy's id as they left it. */
    settled: () => queue.current,
  };
}
