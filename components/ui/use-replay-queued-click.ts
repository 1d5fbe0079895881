'use client';

import { type RefObject, useEffect } from 'react';

/** What QueuedSubmitScript keeps on the document for buttons: clicks made before hydration, and what React owns. */
type QueuedClicks = { clicks: Set<Element>; ready: WeakSet<Element> };

/**
 * For a button marked `data-replay-click`: once React has hydrated it, a click the visitor made before that
 * (kept by QueuedSubmitScript) is answered by `onQueuedClick`, so an early click is not lost.
 */
export function useReplayQueuedClick(ref: RefObject<HTMLElement | null>, onQueuedClick: () => void): void {
  useEffect(() => {
    const button = ref.current;
    const queued = (document as Document & { __queuedSubmits?: QueuedClicks }).__queuedSubmits;
    if (!button || !queued?.clicks) return;
    queued.ready.add(button);
    if (queued.clicks.delete(button)) onQueuedClick();
    return () => void queued.ready.delete(button);
  }, [ref, onQueuedClick]);
}
