import { useEffect, useMemo, useState } from 'react';
import { useOpenRecord } from '../../../components/record-list/use-open-record';
import { useForm, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ZProjectSaveSchema } from '@siiicca/shared';
import { schemaResolver } from '../../../lib/zod-resolver';
import { projectDetailQuery } from '../api/project-detail';
import { useProjectLookups } from '../api/project-lookups';
import type { TProjectFormValues, TProjectLookups } from './form-values';
import { detailToForm, newProjectValues, toPayload, withOwnCall } from './project-values';

/** The shared save schema judges what the form holds as the server will receive it (chosen files aside). */
const judge = schemaResolver(ZProjectSaveSchema, toPayload);
const resolver: Resolver<TProjectFormValues> = async (values, context, options) => {
  const result = await judge(values, context, options);
  // The form keeps its own values (and its chosen files); only the messages matter here.
  return Object.keys(result.errors).length ? result : { values, errors: {} };
};

/**
 * The form's state: the project (new, or loaded whole and reloaded after each save), its lookups,
 * and the step shown. The page's address owns the project's id (use-open-record.ts): a new
 * project's first saved draft writes its id there, and the form then loads it.
 */
export function useProjectForm() {
  const record = useOpenRecord();
  const id = record.open?.id ?? null;
  const detail = useQuery(projectDetailQuery(id));
  const form = useForm<TProjectFormValues>({ resolver, mode: 'onTouched', defaultValues: newProjectValues() });
  const [step, setStep] = useState(0);
  const [loaded, setLoaded] = useState(id === null);
  const { lookups: raw, ready: lookupsReady } = useProjectLookups();

  // The loaded (or just saved) project goes into the form in one pass; nothing renders the steps before.
  useEffect(() => {
    if (!detail.data) return;
    form.reset(detailToForm(detail.data));
    setLoaded(true); // eslint-disable-line react-hooks/set-state-in-effect -- follows the answer above
  }, [detail.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const lookups = useMemo<TProjectLookups>(
    () => ({ announcements: withOwnCall(raw.openCalls, detail.data), sectionals: raw.sectionals, products: raw.products, countries: raw.countries }),
    [raw.openCalls, raw.sectionals, raw.products, raw.countries, detail.data],
  );

  return {
    id,
    /** The open project is now the one saved as `next` (a new project's first draft). */
    setId: (next: number) => record.show(next),
    /** Whether the page asked for it read-only. */
    askedReadOnly: record.open?.readOnly ?? false,
    close: record.close,
    form,
    detail,
    lookups,
    ready: loaded && lookupsReady,
    step,
    setStep,
    /** The project's stored documents, as last loaded. */
    stored: detail.data?.attacheds ?? [],
  };
}
export type TProjectFormState = ReturnType<typeof useProjectForm>;
