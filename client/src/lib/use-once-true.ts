import { useState } from 'react';

/** True from the first time `flag` is true: a lazy dialog stays mounted after it closes, so closing it returns focus. */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
