import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `placeholder` for the first paint and `children` (typically lazy, loaded then) right
 * after it: what the first paint does not show does not compete with it for the network and the
 * main thread. The children suspend inside, behind the same placeholder.
 */
export function AfterFirstPaint({
  placeholder = null,
  children,
}: {
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
