'use client';

import { startTransition, useEffect, useRef, type RefObject } from 'react';
import { useLocale } from 'next-intl';
import { CANCELLED_NOTICE, type CheckoutState } from '@/lib/domain/checkout';
import { draftForm, readDraft, saveDraft } from './checkout-draft';

type Entry = { checkoutStep?: number; checkoutPushed?: boolean };
const entry = (): Entry => (window.history.state ?? {}) as Entry;

/**
 * One browser history entry per checkout step, and the form kept in the tab: Back on the Payment step shows
 * the Shipping step (Forward the Payment step again), instead of leaving checkout; arriving with a kept form
 * (Forward into checkout, a sign-in after the session ended, Try Again after a failed payment) restores it.
 * Next.js integrates native pushState/replaceState with its router; the entries keep Next's own state.
 */
export function useStepHistory({
  state,
  dispatch,
  form,
  owner,
  restore,
}: {
  state: CheckoutState;
  dispatch: (form: FormData) => void;
  form: RefObject<HTMLFormElement | null>;
  owner: string;
  restore: boolean;
}) {
  const shown = useRef<number | null>(null);
  const travelling = useRef(false);
  const locale = useLocale();
  // The page's own notice a kept form keeps (only a cancelled payment's).
  const cancelled = !!state.alert && 'notice' in state.alert && state.alert.notice.code === 'checkout.payment_cancelled';

  // Each answer: keep the form in the tab (not the first render: that would overwrite a kept form before it
  // is restored), and give a new step its own history entry.
  useEffect(() => {
    const previous = shown.current;
    if (previous !== null) saveDraft(owner, state.step, state.values);
    shown.current = state.step;
    const here = { ...window.history.state, checkoutStep: state.step };
    if (previous === null || travelling.current || state.step <= previous) {
      window.history.replaceState({ ...here, checkoutPushed: previous === null ? false : entry().checkoutPushed }, '');
    } else {
      window.history.pushState({ ...here, checkoutPushed: true }, '');
    }
    travelling.current = false;
  }, [owner, state.step, state.values]);

  // Back and Forward between steps: the server answers the step asked for (Forward checks the address again).
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as Entry | null)?.checkoutStep;
      if (typeof target !== 'number' || target === shown.current || !form.current) return;
      const post = new FormData(form.current);
      post.set('intent', 'goto');
      post.set('goto', String(target));
      travelling.current = true;
      startTransition(() => dispatch(post));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch, form]);

  // A kept form comes back once, on arrival.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !restore) return;
    restored.current = true;
    const draft = readDraft(owner);
    if (!draft) return;
    travelling.current = true;
    startTransition(() => dispatch(draftForm(draft, state.idempotencyKey, cancelled ? CANCELLED_NOTICE : null, locale)));
  }, [dispatch, owner, restore, state.idempotencyKey, cancelled, locale]);

  /** The page's Back button walks the history when the step below is an entry of ours. */
  return (event: React.MouseEvent) => {
    if (!entry().checkoutPushed) return;
    event.preventDefault();
    window.history.back();
  };
}
