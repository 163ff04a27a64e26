import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ZProjectSaveSchema } from '@siiicca/shared';
import { zodResolver } from '../../../lib/zod-resolver';
import { fetchProject } from '../api/project-detail';
import { useProjectLookups } from '../api/project-lookups';
import type { TProjectFormValues, TProjectLookups } from './form-values';
import { detailToForm, newProjectValues, toPayload, withOwnCall } from './project-values';

/** The shared save schema judges what the form holds as the server will receive it (chosen files aside). */
const schemaResolver = zodResolver(ZProjectSaveSchema as never) as unknown as Resolver<TProjectFormValues>;
const resolver: Resolver<TProjectFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toPayload(values) as TProjectFormValues, context, options);
  // The form keeps its own values (and its chosen files); only the messages matter here.
  return Object.keys(result.errors).length ? result : { values, errors: {} };
};

/**
 * The form's state: the project (new, or loaded whole and reloaded after each save), its lookups,
 * and the step shown. `id` becomes the new project's once its first draft is saved.
 */
export function useProjectForm(initialId: number | null) {
  const [id, setId] = useState(initialId);
  const detail = useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => fetchProject(id!, signal),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm<TProjectFormValues>({ resolver, mode: 'onTouched', defaultValues: newProjectValues() });
  const [step, setStep] = useState(0);
  const [loaded, setLoaded] = useState(initialId === null);
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
    setId,
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
