import { useEffect, useRef, useState, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';

/** How far below (or above) the screen a chart starts loading, so a scroll rarely meets a placeholder. */
const AHEAD = '100px 0px';

/**
 * Renders `children` once its place comes near the screen, and until then a placeholder of the
 * `height` they will have, so nothing moves when they arrive (issue 45: a phone draws only the
 * charts it shows, and MUI X Charts loads with the first of them). Where IntersectionObserver is
 * missing, at once.
 */
export function NearViewport({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Skeleton ref={place} variant="rounded" height={height} />;
}
