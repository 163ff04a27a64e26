import { useMemo, useRef, useState } from 'react';
import { STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { failureMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadFinalReport, downloadStrategyPdf } from '../api/strategy-actions';
import { FinalReportDialog } from './final-report-dialog';
import { TransitionDialog, type TTransition } from './transition-dialog';

/**
 * The state actions and downloads of a strategy row: 'Vencer' and 'Actualizar periodo' (asked
 * first), 'Informe final' (its dialog), 'Generar PDF' and 'Descargar Informe Final'. Returns the
 * row handlers and the dialogs to render (their mutations reload the lists after a change).
 */
export function useStateActions() {
  const [transition, setTransition] = useState<TTransition | null>(null);
  const [finishing, setFinishing] = useState<TStrategyRow | null>(null);
  // One file at a time per list: a double click asks the server once.
  const downloading = useRef(false);

  const handlers = useMemo(() => {
    const download = async (run: () => Promise<unknown>, failed: string) => {
      if (downloading.current) return;
      downloading.current = true;
      try {
        await run();
        notifySuccess(STRATEGY_MSG.fileGenerated);
      } catch (err) {
        const message = failureMessage(err, failed);
        if (message) notifyError(message);
      } finally {
        downloading.current = false;
      }
    };
    return {
      expire: (row: TStrategyRow) => setTransition({ kind: 'expire', row }),
      migrate: (row: TStrategyRow) => setTransition({ kind: 'migrate', row }),
      finish: setFinishing,
      pdf: (row: TStrategyRow) => void download(() => downloadStrategyPdf(row.id), STRATEGY_MSG.pdfFailed),
      finalReport: (row: TStrategyRow) => void download(() => downloadFinalReport(row.id), STRATEGY_MSG.fileDownloadFailed),
    };
  }, []);

  const dialogs = (
    <>
      <TransitionDialog
        transition={transition}
        onClose={() => setTransition(null)}
      />
      <FinalReportDialog
        strategy={finishing}
        onClose={() => setFinishing(null)}
      />
    </>
  );
  return { handlers, dialogs };
}
