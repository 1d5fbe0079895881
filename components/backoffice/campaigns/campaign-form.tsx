'use client';

import { startTransition, useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { saveCampaign } from '@/lib/actions/campaigns';
import type { WireCampaign } from '@/lib/domain/wire/campaigns';
import { INPUT } from '@/components/backoffice/ui';
import { FieldRefusal, ResultNotice } from '@/components/backoffice/result-notice';
import { CAUSE_OPTIONS } from '@/components/backoffice/donations/donation-types';

/**
 * A campaign's form, new or prefilled to edit: title and story in English and Hindi, cause, goal (₹), end date
 * and picture. The server checks every field (campaignSchema); a refused form keeps what was typed.
 */
export function CampaignForm({ campaign }: { campaign?: WireCampaign }) {
  const [state, formAction, pending] = useActionState(saveCampaign, null);
  const formRef = useRef<HTMLFormElement>(null);
  // A new campaign saved: an empty form for the next one (an edit keeps what was saved).
  useEffect(() => {
    if (state?.ok && !campaign) formRef.current?.reset();
  }, [state, campaign]);
  const errors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const typed = state?.ok === false ? state.values : undefined;
  const value = (k: string, fallback: string | number | null | undefined) => typed?.[k] ?? (fallback == null ? '' : String(fallback));
  const id = (n: string) => `campaign-${campaign?.id ?? 'new'}-${n}`;
  const described = (n: string) => ({
    'aria-invalid': errors[n] ? true : undefined,
    'aria-describedby': errors[n] ? `${id(n)}-error` : undefined,
  });
  const label = (n: string, text: string) => (
    <label htmlFor={id(n)} className="block text-sm font-medium text-gray-700">
      {text}
    </label>
  );
  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="space-y-3"
      aria-label={campaign ? 'Edit campaign' : 'New campaign'}
      onSubmit={(e) => {
        // Posted by hand, not by the form's action, so a refused form keeps what was typed (a select too);
        // without JavaScript the action posts the form and the server echoes the values.
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      <ResultNotice result={state} />
      {campaign && <input type="hidden" name="id" value={campaign.id} />}
      <div>
        {label('title', 'Title *')}
        <input
          id={id('title')}
          name="title"
          defaultValue={value('title', campaign?.title)}
          className={`${INPUT} mt-1`}
          {...described('title')}
        />
        <FieldRefusal id={id('title')} errors={errors.title} />
      </div>
      <div>
        {label('story', 'Story')}
        <textarea
          id={id('story')}
          name="story"
          rows={5}
          defaultValue={value('story', campaign?.story)}
          className={`${INPUT} mt-1`}
          {...described('story')}
        />
        <FieldRefusal id={id('story')} errors={errors.story} />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium text-gray-700">Hindi (optional: /hi shows the English text where empty)</legend>
        <div>
          {label('title_hi', 'Title (Hindi)')}
          <input
            id={id('title_hi')}
            name="title_hi"
            lang="hi"
            defaultValue={value('title_hi', campaign?.title_hi)}
            className={`${INPUT} mt-1`}
            {...described('title_hi')}
          />
          <FieldRefusal id={id('title_hi')} errors={errors.title_hi} />
        </div>
        <div>
          {label('story_hi', 'Story (Hindi)')}
          <textarea
            id={id('story_hi')}
            name="story_hi"
            lang="hi"
            rows={5}
            defaultValue={value('story_hi', campaign?.story_hi)}
            className={`${INPUT} mt-1`}
            {...described('story_hi')}
          />
          <FieldRefusal id={id('story_hi')} errors={errors.story_hi} />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          {label('cause', 'Cause *')}
          <select
            id={id('cause')}
            name="cause"
            defaultValue={value('cause', campaign?.cause ?? 'general-welfare')}
            className={`${INPUT} mt-1`}
            {...described('cause')}
          >
            {CAUSE_OPTIONS.map(([code, causeValue, causeLabel]) => (
              <option key={code} value={causeValue}>
                {causeLabel}
              </option>
            ))}
          </select>
          <FieldRefusal id={id('cause')} errors={errors.cause} />
        </div>
        <div>
          {label('goal_amount', 'Goal (₹) *')}
          <input
            id={id('goal_amount')}
            name="goal_amount"
            inputMode="numeric"
            defaultValue={value('goal_amount', campaign?.goal_amount)}
            className={`${INPUT} mt-1`}
            {...described('goal_amount')}
          />
          <FieldRefusal id={id('goal_amount')} errors={errors.goal_amount} />
        </div>
        <div>
          {label('ends_on', 'Last day *')}
          <input
            id={id('ends_on')}
            name="ends_on"
            type="date"
            defaultValue={value('ends_on', campaign?.ends_on)}
            className={`${INPUT} mt-1`}
            {...described('ends_on')}
          />
          <FieldRefusal id={id('ends_on')} errors={errors.ends_on} />
        </div>
      </div>
      <div>
        {label('picture', campaign?.picture_url ? 'New picture (leave empty to keep the current one)' : 'Picture')}
        <input
          id={id('picture')}
          name="picture"
          type="file"
          accept="image/*"
          className="mt-1 block w-full text-sm"
          {...described('picture')}
        />
        <p className="mt-1 text-xs text-gray-600">A wide picture (about 1600 × 900), less than 5MB.</p>
        <FieldRefusal id={id('picture')} errors={errors.picture} />
      </div>
      <SubmitButton size="md" pending={pending} pendingText="Saving…">
        {campaign ? 'Save campaign' : 'Create campaign'}
      </SubmitButton>
    </form>
  );
}
