import { compiledMessagesFor } from './compiled-messages';
import type { Messages } from './messages';
import type { Locale } from './routing';

/**
 * The namespaces client components read (useTranslations in 'use client' files). Only these travel to
 * the browser with every page; server components read the rest on the server.
 */
const CLIENT_NAMESPACES = ['site', 'nav', 'cart'] as const satisfies readonly (keyof Messages)[];

/** The groups of codes (their first segment) the components on every page may show: the cart's and the generic ones. */
const CLIENT_CODE_GROUPS = ['cart', 'auth', 'server', 'request', 'record', 'validation'];

type Tree = { [key: string]: unknown };
const pick = (tree: unknown, groups: readonly string[] | undefined): Tree =>
  groups ? Object.fromEntries(Object.entries(tree as Tree).filter(([group]) => groups.includes(group))) : (tree as Tree);

/**
 * The texts of codes (errors and notices, DESIGN.md §5) in the named groups (every group when none are
 * named), and the names of fields they mention: what a page's client components word with useCodedText().
 */
function codedMessages(locale: Locale, groups?: readonly string[]): Pick<Messages, 'errors' | 'notices' | 'fields'> {
  const all = compiledMessagesFor(locale);
  return { errors: pick(all.errors, groups), notices: pick(all.notices, groups), fields: all.fields } as Pick<
    Messages,
    'errors' | 'notices' | 'fields'
  >;
}

/** The namespaces of every page, with the codes its shared components show; `forms`: the page has forms that may show any code. */
export function clientMessages(locale: Locale, forms = false): Partial<Messages> {
  const all = compiledMessagesFor(locale);
  return {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])),
    ...codedMessages(locale, forms ? undefined : CLIENT_CODE_GROUPS),
  };
}

/**
 * Namespaces one page's client components need, for a NextIntlClientProvider around just them (the donation
 * form's texts travel with /donations only, not with every page as CLIENT_NAMESPACES do); `forms`: with the
 * texts of every code the page's forms may show.
 */
export function pageMessages<N extends keyof Messages>(locale: Locale, namespaces: readonly N[], forms = false): Partial<Messages> {
  const all = compiledMessagesFor(locale);
  return { ...Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])), ...(forms ? codedMessages(locale) : {}) };
}
