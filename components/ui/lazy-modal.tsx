'use client';

import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A modal whose code (Radix Dialog and its focus trap, ~13 kB gzip) is fetched the first time it opens,
 * not with every page: most visits never open one. Until then nothing is rendered; once opened it stays
 * mounted, so closing and reopening are instant and Radix's own open/close handling (focus, Escape) applies.
 */
export function lazyModal<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Modal = lazy(async () => ({ default: await load() }));
  function LazyModal(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Adjusting state while rendering (React's documented pattern for state derived from a prop change).
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
