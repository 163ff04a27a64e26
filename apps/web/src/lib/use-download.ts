import { useCallback, useRef, useState } from 'react';
import type { TDownloadProgress } from './api-client';
import { failureMessage } from './api-error';
import { notifyError, notifySuccess } from './notify';

type TMessages = { done: string; failed: string };

/**
 * One download at a time, with its progress (bytes received) while it runs: a large Excel or ZIP
 * takes a while, and a second click meanwhile would ask the server for it twice.
 */
export function useDownload() {
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const running = useRef(false);
  const run = useCallback(async (download: (onProgress: (p: TDownloadProgress) => void) => Promise<unknown>, messages: TMessages) => {
    if (running.current) return;
    running.current = true;
    setProgress({ received: 0, total: null });
    try {
      await download(setProgress);
      notifySuccess(messages.done);
    } catch (err) {
      // The server's own reason for a refusal ('no tienen anexos'); the generic message for a failure.
      const message = failureMessage(err, messages.failed);
      if (message) notifyError(message);
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, []);
  return { progress, busy: progress !== null, run };
}
