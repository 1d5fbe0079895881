'use client';

import { Button } from '@/components/ui/button';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { moveSlides, removeSlide, toggleSlide } from '@/lib/actions/slides';
import type { WireSlide } from '@/lib/domain/wire/content';
import { ConfirmAction } from '@/components/backoffice/confirm-action';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/backoffice/ui';
import { ResultNotice } from '@/components/backoffice/result-notice';
import type { ActionResult } from '@/lib/domain/action-result';
import { SlideForm } from './slide-form';
import { ROW_FOCUS_FALLBACK, rowFocusKey, useRowFocus } from '@/components/ui/use-row-focus';

export function SlideList({ slides }: { slides: WireSlide[] }) {
  const [notice, setNotice] = useState<ActionResult<unknown> | null>(null);
  // Move and Show/Hide, one at a time; the list comes fresh with the action's answer, its message above it.
  const [, perform, pending] = useActionState(async (_previous: null, job: () => Promise<ActionResult<unknown>>) => {
    setNotice(await job());
    return null;
  }, null);
  const [editing, setEditing] = useState<WireSlide | null>(null);
  // A deleted slide leaves the list: focus goes to the next slide's first control, or the empty state.
  const rowsBox = useRowFocus(slides.map((s) => s.id));
  const run = (job: () => Promise<ActionResult<unknown>>) => startTransition(() => perform(job));
  // A moved slide changes place (and its Up or Down may become disabled at an end), which drops focus:
  // once the list comes back, focus goes to the same button on the moved slide, or its other arrow.
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: number; by: -1 | 1 } | null>(null);
  const move = (index: number, by: -1 | 1) => {
    if (pending) return;
    const ids = slides.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    moved.current = { id: slides[index].id, by };
    run(() => moveSlides(ids));
  };
  useEffect(() => {
    const m = moved.current;
    if (!m || pending) return;
    moved.current = null;
    const button = (by: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${m.id}:${by}"]`);
    const same = button(m.by);
    (same && !same.disabled ? same : button(-m.by))?.focus();
  }, [slides, pending]);

  // The message of a delete that emptied the list still shows above the empty state.
  if (slides.length === 0)
    return (
      <div ref={rowsBox} className="space-y-3">
        <ResultNotice result={notice} />
        <EmptyState {...ROW_FOCUS_FALLBACK}>No slides yet: the home page shows its built-in pictures.</EmptyState>
      </div>
    );
  return (
    <div ref={rowsBox} className="space-y-3">
      <ResultNotice result={notice} />
      <ol ref={list} className="space-y-3">
        {slides.map((s, i) => (
          // Wrapping, not squeezing: the text keeps at least 12rem and the buttons move below it when the card
          // is narrow (the list sits beside the upload form from 1280 px), so a title never runs over them.
          <li
            key={s.id}
            {...rowFocusKey(s.id)}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-3"
          >
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {s.image_path && <img src={s.image_path} alt="" className="h-20 w-40 shrink-0 rounded-lg object-cover" loading="lazy" />}
            <div className="min-w-48 flex-1">
              <p className="break-words font-semibold text-gray-900" data-testid="slide-title">
                {i + 1}. {s.title}
              </p>
              {s.description && <p className="line-clamp-2 text-sm text-gray-600">{s.description}</p>}
              {!s.is_active && <p className="text-xs font-semibold text-gray-600">Hidden</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                data-move={`${s.id}:-1`}
                disabled={i === 0}
                aria-disabled={pending || undefined}
                onClick={() => move(i, -1)}
                aria-label={`Move ${s.title} up`}
              >
                Up
              </Button>
              <Button
                variant="secondary"
                size="sm"
                data-move={`${s.id}:1`}
                disabled={i === slides.length - 1}
                aria-disabled={pending || undefined}
                onClick={() => move(i, 1)}
                aria-label={`Move ${s.title} down`}
              >
                Down
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                Edit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-disabled={pending || undefined}
                onClick={() => !pending && run(() => toggleSlide(s.id, !s.is_active))}
              >
                {s.is_active ? 'Hide' : 'Show'}
              </Button>
              <ConfirmAction
                label="Delete"
                title="Delete slide"
                question={`Delete the slide “${s.title}”?`}
                action={() => removeSlide(s.id)}
                onDone={setNotice}
              />
            </div>
          </li>
        ))}
      </ol>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit slide">
        {editing && (
          <SlideForm
            key={editing.id}
            slide={editing}
            onSaved={(result) => {
              setEditing(null);
              setNotice(result);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
