import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { Coded, FieldErrors } from '@/lib/domain/errors';
import { codedText, type Translate } from './coded-text';

/**
 * Codes in the page's language, for the site's components (errors travel as codes, DESIGN.md §5): an
 * action's refusal or notice, a field's refusal. The texts come from the provider's `errors`, `notices` and
 * `fields` namespaces (lib/i18n/client-messages.ts gives them to the pages that show them).
 */
export function useCodedText() {
  const t = useTranslations();
  return useMemo(() => {
    const translate: Translate = (key, values) => t(key as never, values as never);
    return {
      error: (coded: Coded<string>) => codedText(translate, coded),
      notice: (coded: Coded<string>) => codedText(translate, coded, 'notices'),
      /** The first refusal of a field, worded; undefined when the field is fine. */
      field: (errors: FieldErrors | undefined, name: string): string | undefined => {
        const first = errors?.[name]?.[0];
        return first ? codedText(translate, first) : undefined;
      },
    };
  }, [t]);
}

export type CodedTexts = ReturnType<typeof useCodedText>;
