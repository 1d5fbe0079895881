import type { Coded } from '@/lib/domain/errors';

/**
 * A translator as the site has them (next-intl's t from useTranslations()/getTranslations() with no namespace,
 * or textTranslator): a dotted key of the catalogue and its values.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words for a code (errors travel as codes, DESIGN.md §5): `errors.<code>` (or `notices.<code>`) of the
 * catalogue with its parameters. A `label` parameter names a field and a `fields` parameter lists fields
 * (comma-separated): both are translated through the `fields` namespace first. The /api edge words codes in
 * English with this, the pages in their own language.
 */
export function codedText(t: Translate, coded: Coded<string>, namespace: 'errors' | 'notices' = 'errors'): string {
  const values: Record<string, string | number> = { ...coded.params };
  if (typeof values.label === 'string') values.label = t(`fields.${values.label}`);
  if (typeof values.fields === 'string')
    values.fields = values.fields
      .split(',')
      .map((f) => t(`fields.${f}`))
      .join(', ');
  return t(`${namespace}.${coded.code}`, values);
}
