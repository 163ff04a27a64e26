import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (a search box asks the server once per pause). */
export function useDebounced<T>(value: T, ms: number) {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}
