'use client';

import { type RefObject, useEffect } from 'react';

/** What QueuedSubmitScript keeps on the document: the submits it held back, and the forms React now owns. */
type QueuedSubmits = { forms: Map<HTMLFormElement, HTMLElement | null>; ready: WeakSet<HTMLFormElement> };

/**
 * For a form marked `data-queue-until-hydrated`: once React has hydrated it, its submits go to React, and a submit
 * the visitor made before that (held back by QueuedSubmitScript) is made again, now as the server action.
 */
export function useReplayQueuedSubmit(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    const queued = (document as Document & { __queuedSubmits?: QueuedSubmits }).__queuedSubmits;
    if (!form || !queued) return;
    queued.ready.add(form);
    if (queued.forms.has(form)) {
      const submitter = queued.forms.get(form) ?? null;
      queued.forms.delete(form);
      form.removeAttribute('aria-busy');
      form.requestSubmit(submitter);
    }
    return () => void queued.ready.delete(form);
  }, [ref]);
}
