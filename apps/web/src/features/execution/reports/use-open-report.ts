import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TReportMode } from './report-wizard';

const REPORT = 'report';
const MODE = 'report_mode';
const MODES: readonly TReportMode[] = ['edit', 'view', 'review'];

/**
 * The report the execution view has open, in its address (`?report=<id>&report_mode=edit|view|review`),
 * as the record lists keep theirs (use-open-record.ts): a reload reopens it, and opening or closing
 * replaces the history entry, so the back button leaves the view as before.
 */
export function useOpenReport() {
  const [params, setParams] = useSearchParams();
  const open = useMemo(() => {
    const id = params.get(REPORT);
    const mode = params.get(MODE) as TReportMode | null;
    if (!id || !/^\d{1,10}$/.test(id) || +id < 1) return null;
    return { id: +id, mode: mode && MODES.includes(mode) ? mode : 'view' };
  }, [params]);
  const write = useCallback(
    (next: { id: number; mode: TReportMode } | null) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete(REPORT);
          out.delete(MODE);
          if (next) {
            out.set(REPORT, String(next.id));
            out.set(MODE, next.mode);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { open, show: useCallback((id: number, mode: TReportMode) => write({ id, mode }), [write]), close: useCallback(() => write(null), [write]) };
}
