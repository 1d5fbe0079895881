'use client';

import { Button } from '@/components/ui/button';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { UPLOAD_REFUSALS, uploadProblem } from '@/lib/domain/uploads';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { ResultNotice } from '@/components/backoffice/result-notice';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, INPUT, Notice } from '@/components/backoffice/ui';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

export type Member = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  photo: string | null;
  created_at: string;
};
type TeamFormState = ActionResult | null;
export type TeamActions = {
  add: (prev: TeamFormState, form: FormData) => Promise<TeamFormState>;
  edit: (prev: TeamFormState, form: FormData) => Promise<TeamFormState>;
  remove: (id: number) => Promise<ActionResult>;
};

// The back-office input, a little below its label.
const FIELD_INPUT = `mt-1 ${INPUT}`;

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Add (always a manager) or edit; the server's field refusals are joined in one message, as the spec shows them. */
function MemberForm({ member, action, onDone }: { member?: Member; action: TeamActions['add']; onDone: (result: ActionResult) => void }) {
  const [state, formAction, pending] = useActionState(action, null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const coded = useCodedText();
  useEffect(() => {
    if (state?.ok) onDone(state);
  }, [state, onDone]);
  const refused =
    state?.ok === false
      ? Object.values(state.fieldErrors ?? {})
          .flat()
          .map(coded.error)
          .join(' ') || coded.error(state.error)
      : null;
  const p = member ? 'edit' : 'add';
  return (
    <form
      action={formAction}
      className="space-y-3"
      // The server's checks answer every field at once, joined as the spec shows them; the browser's own
      // required-field bubbles would hide them one at a time.
      noValidate
      onSubmit={(e) => {
        // Submitting by hand keeps the typed values when the server refuses (a form action would reset them).
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const photo = data.get('photo');
        const problem = photo instanceof File && photo.size > 0 ? uploadProblem(photo) : null;
        setPhotoError(problem && coded.error(UPLOAD_REFUSALS.image[problem]));
        if (problem) return;
        startTransition(() => formAction(data));
      }}
    >
      {member && <input type="hidden" name="id" value={member.id} />}
      {refused && !photoError && <Notice kind="error">{refused}</Notice>}
      {photoError && <Notice kind="error">{photoError}</Notice>}
      <Field id={`${p}-name`} label="Name *">
        {(control) => <input {...control} name="name" required defaultValue={member?.name} className={FIELD_INPUT} />}
      </Field>
      <Field id={`${p}-email`} label="Email *">
        {(control) => <input {...control} name="email" type="email" required defaultValue={member?.email} className={FIELD_INPUT} />}
      </Field>
      <Field id={`${p}-phone`} label="Phone">
        {(control) => <input {...control} name="phone" type="tel" defaultValue={member?.phone ?? ''} className={FIELD_INPUT} />}
      </Field>
      <Field id={`${p}-address`} label="Address">
        {(control) => <textarea {...control} name="address" rows={2} defaultValue={member?.address ?? ''} className={FIELD_INPUT} />}
      </Field>
      <Field id={`${p}-photo`} label="Photo">
        {(control) => <input {...control} name="photo" type="file" accept="image/*" className="mt-1 block w-full text-sm" />}
      </Field>
      {!member && (
        <>
          <Field id="add-password" label="Password *">
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
                className={FIELD_INPUT}
              />
            )}
          </Field>
          <Field id="add-password_confirmation" label="Confirm password *">
            {(control) => (
              <input
                {...control}
                name="password_confirmation"
                type="password"
                required
                autoComplete="new-password"
                className={FIELD_INPUT}
              />
            )}
          </Field>
          <p className="text-xs text-gray-500">New team members are managers: they manage products, orders and coupons.</p>
        </>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <SubmitButton size="md" pending={pending} pendingText="Saving…">
          {member ? 'Save changes' : 'Add Member'}
        </SubmitButton>
      </div>
    </form>
  );
}

export function TeamGrid({ members, actions, startAdding }: { members: Member[]; actions: TeamActions; startAdding: boolean }) {
  const [adding, setAdding] = useState(startAdding);
  const [editing, setEditing] = useState<Member | null>(null);
  const [notice, setNotice] = useState<ActionResult<unknown> | null>(null);
  // Opened from the dashboard's "Invite Team Member" link, the Add dialog has no opener on this page: focus
  // goes to Add Member when it closes.
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed member leaves the grid: focus goes to the next member's first control, or the empty state.
  const rowsBox = useRowFocus(members.map((m) => m.id));
  const done = (result: ActionResult) => {
    setAdding(false);
    setEditing(null);
    setNotice(result);
  };
  return (
    <div ref={rowsBox} className="space-y-4">
      <div className="flex justify-end">
        <Button ref={addButton} onClick={() => setAdding(true)}>
          Add Member
        </Button>
      </div>
      <ResultNotice result={notice} />
      {members.length === 0 ? (
        <EmptyState {...ROW_FOCUS_FALLBACK}>No team members yet.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {members.map((m) => (
            <li key={m.id} {...rowFocusKey(m.id)} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex items-center gap-3">
                {m.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={m.photo} alt="" className="h-12 w-12 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {initials(m.name)}
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold text-gray-900">{m.name}</p>
                  <p className="text-xs font-medium text-brand-700">Manager</p>
                </div>
              </div>
              <dl className="mt-3 space-y-1 text-sm text-gray-700">
                <div className="truncate">
                  <dt className="sr-only">Email</dt>
                  <dd>{m.email}</dd>
                </div>
                {m.phone && (
                  <div>
                    <dt className="sr-only">Phone</dt>
                    <dd>{m.phone}</dd>
                  </div>
                )}
                {m.address && (
                  <div className="line-clamp-2">
                    <dt className="sr-only">Address</dt>
                    <dd>{m.address}</dd>
                  </div>
                )}
              </dl>
              <div className="mt-3 flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(m)} aria-label={`Edit ${m.name}`}>
                  Edit
                </Button>
                <ConfirmAction
                  label="Remove"
                  title="Remove team member"
                  question={`Remove ${m.name}? They can no longer sign in to the back-office; their history stays.`}
                  confirmLabel="Remove"
                  action={() => actions.remove(m.id)}
                  onDone={setNotice}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={adding} onOpenChange={setAdding} title="Add Member" returnFocus={() => addButton.current}>
        {adding && <MemberForm action={actions.add} onDone={done} />}
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title="Edit Member">
        {editing && <MemberForm key={editing.id} member={editing} action={actions.edit} onDone={done} />}
      </Dialog>
    </div>
  );
}
