'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { editSlide, uploadSlide } from '@/lib/actions/slides';
import { UPLOAD_REFUSALS, uploadProblem } from '@/lib/domain/uploads';
import type { WireSlide } from '@/lib/domain/wire/content';
import type { ActionResult } from '@/lib/domain/action-result';
import type { FieldErrors } from '@/lib/domain/errors';
import { INPUT } from '@/components/backoffice/ui';
import { FieldRefusal, ResultNotice } from '@/components/backoffice/result-notice';

type Errors = FieldErrors;

/**
 * Upload New Slide (title and image required, images only; the message disappears after 3 s), and the same
 * form prefilled to edit a slide: text, a new picture (optional) and whether it is shown.
 */
export function SlideForm({ slide, onSaved }: { slide?: WireSlide; onSaved?: (result: ActionResult) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(slide ? editSlide : uploadSlide, null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [dismissed, setDismissed] = useState<typeof state>(null);
  const errors: Errors = { ...(state?.fieldErrors ?? {}), ...clientErrors };
  const id = (n: string) => `slide-${slide?.id ?? 'new'}-${n}`;

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      if (!slide) formRef.current?.reset();
      onSaved?.(state);
    }
    const t = setTimeout(() => setDismissed(state), 3000);
    return () => clearTimeout(t);
  }, [state, slide, onSaved]);

  const err = (n: string) => <FieldRefusal id={id(n)} errors={errors[n]} />;
  const described = (n: string) => ({
    'aria-invalid': errors[n] ? true : undefined,
    'aria-describedby': errors[n] ? `${id(n)}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        const data = new FormData(e.currentTarget);
        const found: Errors = {};
        if (!String(data.get('title') ?? '').trim()) found.title = [{ code: 'slide.title_required' }];
        const file = data.get('image');
        const chosen = file instanceof File && file.size > 0;
        if (!chosen && !slide) found.image = [{ code: 'slide.image_required' }];
        else if (chosen && uploadProblem(file) === 'type') found.image = [{ code: 'slide.image_type' }];
        else if (chosen && uploadProblem(file) === 'size') found.image = [UPLOAD_REFUSALS.image.size];
        setClientErrors(found);
        e.preventDefault();
        if (Object.keys(found).length) return;
        startTransition(() => formAction(data));
      }}
    >
      {state !== dismissed && <ResultNotice result={state} />}
      {slide && <input type="hidden" name="id" value={slide.id} />}
      <div>
        <label htmlFor={id('title')} className="block text-sm font-medium text-gray-700">
          Title *
        </label>
        <input id={id('title')} name="title" defaultValue={slide?.title} className={`${INPUT} mt-1`} {...described('title')} />
        {err('title')}
      </div>
      <div>
        <label htmlFor={id('description')} className="block text-sm font-medium text-gray-700">
          Description
        </label>
        <textarea id={id('description')} name="description" rows={3} defaultValue={slide?.description ?? ''} className={`${INPUT} mt-1`} />
      </div>
      <div>
        <label htmlFor={id('quote')} className="block text-sm font-medium text-gray-700">
          Quote
        </label>
        <input id={id('quote')} name="quote" defaultValue={slide?.quote ?? ''} className={`${INPUT} mt-1`} />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium text-gray-700">Hindi (optional: /hi shows the English text where empty)</legend>
        <div>
          <label htmlFor={id('title_hi')} className="block text-sm font-medium text-gray-700">
            Title (Hindi)
          </label>
          <input
            id={id('title_hi')}
            name="title_hi"
            lang="hi"
            defaultValue={slide?.title_hi ?? ''}
            className={`${INPUT} mt-1`}
            {...described('title_hi')}
          />
          {err('title_hi')}
        </div>
        <div>
          <label htmlFor={id('description_hi')} className="block text-sm font-medium text-gray-700">
            Description (Hindi)
          </label>
          <textarea
            id={id('description_hi')}
            name="description_hi"
            lang="hi"
            rows={3}
            defaultValue={slide?.description_hi ?? ''}
            className={`${INPUT} mt-1`}
            {...described('description_hi')}
          />
          {err('description_hi')}
        </div>
        <div>
          <label htmlFor={id('quote_hi')} className="block text-sm font-medium text-gray-700">
            Quote (Hindi)
          </label>
          <input
            id={id('quote_hi')}
            name="quote_hi"
            lang="hi"
            defaultValue={slide?.quote_hi ?? ''}
            className={`${INPUT} mt-1`}
            {...described('quote_hi')}
          />
          {err('quote_hi')}
        </div>
      </fieldset>
      <div>
        <label htmlFor={id('image')} className="block text-sm font-medium text-gray-700">
          {slide ? 'New image (leave empty to keep the current one)' : 'Image *'}
        </label>
        <input id={id('image')} name="image" type="file" accept="image/*" className="mt-1 block w-full text-sm" {...described('image')} />
        <p className="mt-1 text-xs text-gray-600">A wide picture (about 1600 × 700), less than 5MB.</p>
        {err('image')}
      </div>
      {slide && (
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <input type="checkbox" name="is_active" value="1" defaultChecked={slide.is_active} /> Shown on the home page
        </label>
      )}
      <SubmitButton size="md" pending={pending} pendingText={slide ? 'Saving…' : 'Uploading…'}>
        {slide ? 'Save slide' : 'Upload Slide'}
      </SubmitButton>
    </form>
  );
}
