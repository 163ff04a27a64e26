import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The navigation state that asks for the page's main heading to take the keyboard focus once it shows. */
export const FOCUS_HEADING = { focusHeading: true } as const;

/** How long the page may take to show its heading (its code and data arrive first). */
const DEADLINE_MS = 15_000;

/**
 * After a fresh sign-in (a navigation with FOCUS_HEADING), the keyboard focus goes to the page's
 * main heading as soon as it shows, instead of staying on the page's body (14 Tabs away from the
 * menu, issue 45). A key pressed or a click meanwhile wins: the focus is left where the user put it.
 */
export function useHeadingFocusOnArrival() {
  const location = useLocation();
  const wanted = (location.state as { focusHeading?: boolean } | null)?.focusHeading === true;
  useEffect(() => {
    if (!wanted) return;
    const main = document.getElementById('contenido');
    if (!main) return;
    let done = false;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || done) return !!heading;
      done = true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const userActed = () => {
      done = true;
      stop();
    };
    const timer = window.setTimeout(() => stop(), DEADLINE_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', userActed, true);
      window.removeEventListener('pointerdown', userActed, true);
    }
    observer.observe(main, { childList: true, subtree: true });
    window.addEventListener('keydown', userActed, true);
    window.addEventListener('pointerdown', userActed, true);
    return stop;
  }, [wanted, location.key]);
}
