import { useLayoutEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DOI_LABELS, DOI_MSG, normalizeDoi, type TDoiWork, type TExecutionReport } from '@siiicca/shared';
import { notifySuccess } from '../../../../lib/notify';
import { lookUpDoi, lookUpFailure } from '../../api/product-works';
import type { TReportFormValues } from '../report-values';

const WORK_FIELDS = ['title', 'container', 'year', 'work_type'] as const;
type TWorkField = (typeof WORK_FIELDS)[number];

/** 'replace' ('Completar desde Crossref'): every box takes Crossref's value; 'empty' (leaving the DOI box): only the empty boxes. */
type TMode = 'replace' | 'empty';
/** What the last look-up said about a DOI: its failure, or the boxes kept although Crossref says otherwise. */
type TOutcome = { doi: string; problem: string | null; kept: TWorkField[] };

const crossrefValues = (w: TDoiWork): Record<TWorkField, string> => ({
  title: w.title,
  container: w.container ?? '',
  year: w.year === null ? '' : String(w.year),
  work_type: w.type ?? '',
});

export type TDoiFill = {
  /** A look-up is under way (the button's spinner, the DOI box's 'Consultando Crossref…'). */
  busy: boolean;
  /** The failed look-up's Spanish reason, while the DOI box still holds that DOI. */
  problem: string | null;
  /** Which boxes leaving the DOI box kept against Crossref's values, while the box still holds that DOI. */
  note: string | null;
  /** 'Completar desde Crossref': every box from Crossref. */
  fill: () => void;
  /** Leaving the DOI box with a well-formed DOI other than the last one looked up: only the empty boxes. */
  onEvidenceBlur: () => void;
};

/**
 * Filling a report product's title, journal or publisher, year and work type from Crossref by its DOI
 * (docs/researchers.md 'Crossref and DOIs'): by the button, which replaces them, or on leaving the DOI box,
 * which fills only the empty ones and names those it kept. Either takes the expected result the work's
 * type maps to when none is chosen. A DOI is asked once (kept for the button), and an answer for a DOI
 * the box no longer holds is dropped.
 */
export function useDoiFill(form: UseFormReturn<TReportFormValues>, index: number, report: TExecutionReport): TDoiFill {
  // The row's place may change while Crossref answers (a row above removed): read it when used.
  const at = useRef(index);
  useLayoutEffect(() => {
    at.current = index;
  }, [index]);
  const evidence = useWatch({ control: form.control, name: `products.${index}.evidence` });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  // The DOI last looked up; at first the one the row was loaded with, so passing through a saved row asks nothing.
  const last = useRef<string | null>(normalizeDoi(form.getValues(`products.${index}.evidence`) ?? ''));
  const answered = useRef<{ doi: string; work: TDoiWork } | null>(null);
  const pending = useRef<{ doi: string; mode: TMode } | null>(null);

  const typedDoi = () => normalizeDoi(form.getValues(`products.${at.current}.evidence`) ?? '');

  function apply(work: TDoiWork, mode: TMode) {
    const i = at.current;
    const set = (name: 'evidence' | TWorkField, value: string) => form.setValue(`products.${i}.${name}`, value, { shouldDirty: true, shouldValidate: true });
    set('evidence', work.doi);
    const theirs = crossrefValues(work);
    const kept: TWorkField[] = [];
    let changed = false;
    for (const name of WORK_FIELDS) {
      const mine = (form.getValues(`products.${i}.${name}`) ?? '').trim();
      if (mode === 'empty' && mine !== '') {
        if (theirs[name] !== '' && mine !== theirs[name]) kept.push(name);
      } else if (mine !== theirs[name]) {
        set(name, theirs[name]);
        changed = true;
      }
    }
    const expected = work.product_type && report.expected_results.find((r) => r.product_type.id === work.product_type!.id);
    if (expected && form.getValues(`products.${i}.result_id`) === '') {
      form.setValue(`products.${i}.result_id`, expected.id, { shouldDirty: true, shouldValidate: true });
      changed = true;
    }
    setOutcome({ doi: work.doi, problem: null, kept });
    if (mode === 'replace') notifySuccess(DOI_MSG.filled);
    else if (changed) notifySuccess(DOI_MSG.filledEmpty);
  }

  async function run(doi: string, mode: TMode) {
    if (pending.current?.doi === doi) {
      // Asked again while Crossref answers (the button pressed as the box is left): the stronger request wins.
      if (mode === 'replace') pending.current.mode = mode;
      return;
    }
    last.current = doi;
    setOutcome(null);
    if (answered.current?.doi === doi) {
      apply(answered.current.work, mode);
      return;
    }
    const ask = { doi, mode };
    pending.current = ask;
    setBusy(true);
    try {
      const work = await lookUpDoi(doi);
      answered.current = { doi, work };
      if (pending.current === ask && typedDoi() === doi) apply(work, ask.mode);
    } catch (error) {
      if (pending.current === ask) setOutcome({ doi, problem: lookUpFailure(error), kept: [] });
    } finally {
      if (pending.current === ask) {
        pending.current = null;
        setBusy(false);
      }
    }
  }

  function fill() {
    const doi = typedDoi();
    if (!doi) {
      form.setError(`products.${at.current}.evidence`, { type: 'custom', message: DOI_MSG.invalid }, { shouldFocus: true });
      return;
    }
    void run(doi, 'replace');
  }

  function onEvidenceBlur() {
    const doi = typedDoi();
    if (form.getValues(`products.${at.current}.evidence_kind`) !== 'DOI' || !doi || doi === last.current) return;
    void run(doi, 'empty');
  }

  const current = outcome && normalizeDoi(evidence ?? '') === outcome.doi ? outcome : null;
  return {
    busy,
    problem: current?.problem ?? null,
    note: current?.kept.length ? DOI_MSG.kept(current.kept.map((k) => DOI_LABELS.fieldNames[k])) : null,
    fill,
    onEvidenceBlur,
  };
}
