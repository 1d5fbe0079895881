'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { uploadSlide } from '@/lib/actions/slides';
import { SLIDE_MESSAGES } from '@/lib/domain/validation/slide';
import { BTN, INPUT, Notice } from '@/components/backoffice/ui';

type Errors = Record<string, string[] | undefined>;

/** Upload New Slide: title and image required, images only; the message disappears after 3 s. */
export function SlideForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(uploadSlide, null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [dismissed, setDismissed] = useState<typeof state>(null);
  const errors: Errors = { ...(state?.errors ?? {}), ...clientErrors };

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      formRef.current?.reset();
      router.refresh();
    }
    const t = setTimeout(() => setDismissed(state), 3000);
    return () => clearTimeout(t);
  }, [state, router]);

  const err = (n: string) =>
    errors[n]?.length ? (
      <p id={`slide-${n}-error`} className="mt-1 text-sm text-red-600">
        {errors[n]![0]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        const data = new FormData(e.currentTarget);
        const found: Errors = {};
        if (!String(data.get('title') ?? '').trim()) found.title = [SLIDE_MESSAGES.title];
        const file = data.get('image');
        if (!(file instanceof File) || file.size === 0) found.image = [SLIDE_MESSAGES.image];
        else if (!file.type.startsWith('image/')) found.image = [SLIDE_MESSAGES.imageType];
        setClientErrors(found);
        e.preventDefault();
        if (Object.keys(found).length) return;
        startTransition(() => formAction(data));
      }}
    >
      {state && state !== dismissed && <Notice kind={state.ok ? 'success' : 'error'}>{state.message}</Notice>}
      <div>
        <label htmlFor="slide-title" className="block text-sm font-medium text-gray-700">
          Title *
        </label>
        <input
          id="slide-title"
          name="title"
          className={`${INPUT} mt-1`}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'slide-title-error' : undefined}
        />
        {err('title')}
      </div>
      <div>
        <label htmlFor="slide-description" className="block text-sm font-medium text-gray-700">
          Description
        </label>
        <textarea id="slide-description" name="description" rows={3} className={`${INPUT} mt-1`} />
      </div>
      <div>
        <label htmlFor="slide-quote" className="block text-sm font-medium text-gray-700">
          Quote
        </label>
        <input id="slide-quote" name="quote" className={`${INPUT} mt-1`} />
      </div>
      <div>
        <label htmlFor="slide-image" className="block text-sm font-medium text-gray-700">
          Image *
        </label>
        <input
          id="slide-image"
          name="image"
          type="file"
          accept="image/*"
          className="mt-1 block w-full text-sm"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? 'slide-image-error' : undefined}
        />
        <p className="mt-1 text-xs text-gray-500">A wide picture (about 1600 × 700), less than 5MB.</p>
        {err('image')}
      </div>
      <button type="submit" className={BTN.primary} disabled={pending}>
        {pending ? 'Uploading…' : 'Upload Slide'}
      </button>
    </form>
  );
}
