import { useEffect, useState } from 'react';
import { dayjs } from '../../lib/dates';

/** The current time, re-rendered at each minute boundary (the footer clock shows minutes). */
export function useNow() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const agendar = () => {
      timer = setTimeout(
        () => {
          setNow(dayjs());
          agendar();
        },
        60_000 - (Date.now() % 60_000) + 50,
      );
    };
    agendar();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
