import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import { messagesFor, type Messages } from './messages';
import type { Locale } from './routing';

/*
 * Messages as the site's translator reads them: every text precompiled from ICU syntax to icu-minify's compact
 * form, once per language. next.config.ts points `use-intl/format-message` at its format-only build, so the
 * browser gets no ICU parser (docs/languages.md) and every page, server or client,
 * formats these precompiled texts. Everything handed to next-intl (lib/i18n/request.ts, the client providers of
 * ./client-messages.ts) and the plain texts of ./format-text.ts (mails, the FAQ) come from here; the raw texts (./messages.ts) serve only code
 * that reads the words themselves (the validation mapping of ./validation.ts, the tests).
 */

type Tree = { [key: string]: string | Tree };
type CompiledTree = { [key: string]: CompiledMessage | CompiledTree };

/**
 * icu-minify keeps plural and select options in null-prototype objects, which React refuses to hand from a
 * server component to a client one (the client providers' messages): a JSON round trip makes them plain.
 */
const plain = (message: CompiledMessage): CompiledMessage => JSON.parse(JSON.stringify(message)) as CompiledMessage;

function compileTree(tree: Tree): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? plain(compile(value)) : compileTree(value)]),
  );
}

const compiled = new Map<Locale, CompiledTree>();

/**
 * The catalogue of `locale`, precompiled. Typed as Messages: the same keys, so next-intl's key checks still
 * hold; only the leaves' form differs, which the format-only formatter expects.
 */
export function compiledMessagesFor(locale: Locale): Messages {
  let tree = compiled.get(locale);
  if (!tree) {
    tree = compileTree(messagesFor(locale) as Tree);
    compiled.set(locale, tree);
  }
  return tree as unknown as Messages;
}
