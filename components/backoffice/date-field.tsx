'use client';

import { useState } from 'react';
import { formatIstDate, istStartOfDay, parseIstDay } from '@/lib/domain/dates';
import { INPUT } from '@/components/backoffice/ui';

const toIndian = (value: string) => {
  const d = value ? parseIstDay(value) : null;
  return d ? formatIstDate(istStartOfDay(d.year, d.month, d.day)) : value;
};

/**
 * A date typed and shown as dd/mm/yyyy whatever the browser's language (a native date input follows the
 * browser and shows mm/dd/yyyy in an American one). Commits on Enter or leaving the field; an empty field
 * clears the filter, a date that does not exist says so.
 */
export function DateField({ id, label, value, onCommit }: { id: string; label: string; value: string; onCommit: (v: string) => void }) {
  const [text, setText] = useState(toIndian(value));
  const [bad, setBad] = useState(false);
  const commit = () => {
    const v = text.trim();
    if (v && !parseIstDay(v)) return setBad(true);
    setBad(false);
    if (v !== toIndian(value)) onCommit(v);
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        className={`${INPUT} mt-1`}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        value={text}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {bad && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          Please enter a date as dd/mm/yyyy.
        </p>
      )}
    </div>
  );
}
