import { describe, expect, it } from 'vitest';
import { reportedLines } from '@/tests/support/lint-probe';

// One way per thing in the UI (issue 33), and eslint.config.mjs keeps it so: forms post through useActionState
// and SubmitButton, not useTransition; the one dialog is components/ui/dialog.tsx. Run through ESLint's own API on
// files that do not exist.

/** The lines `ui/one-way` reports in `code`, as if it were the file at `file`. */
const refusedLines = (file: string, code: string) => reportedLines('ui/one-way', file, code);

const probe = [
  "'use client';", // 1
  "import * as React from 'react';", // 2
  "import { useActionState, useTransition } from 'react';", // 3: a transition kept by hand
  "import * as Radix from '@radix-ui/react-dialog';", // 4: another dialog
  'export function Probe() {', // 5
  '  const [pending] = useTransition();', // 6
  '  const [again] = React.useTransition();', // 7: the same, through the namespace
  '  const [state] = useActionState(async () => null, null);', // 8: fine
  '  void Radix;', // 9
  '  return <dialog open={pending || again}>{String(state)}</dialog>;', // 10: a dialog of its own
  '}', // 11
  '', // 12
].join('\n');

describe('one way per thing in the UI (npm run lint)', () => {
  it('refuses useTransition, another dialog library and a <dialog> of its own in components and pages', async () => {
    for (const file of ['components/shop/ui-probe.tsx', 'components/backoffice/ui-probe.tsx', 'app/[locale]/ui-probe/page.tsx']) {
      expect(await refusedLines(file, probe), file).toEqual([3, 4, 7, 10]);
    }
  }, 60_000);

  it('lets the one dialog component render the <dialog>', async () => {
    expect(await refusedLines('components/ui/dialog.tsx', probe)).toEqual([3, 4, 7]);
  }, 60_000);
});
