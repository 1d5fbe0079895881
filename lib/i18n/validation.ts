import type { Messages } from './messages';

/**
 * The validation and action messages in the visitor's language. The zod schemas (lib/domain/validation),
 * the donation rules and lib/server word their messages in English, which the /api contract keeps; a page
 * in another language maps each English message onto the `validation` namespace: `messages` holds one
 * template per stable id (in English exactly as the code writes it, with {label}, {min}, {max}, {fields} for
 * the parts that vary), `labels` the field names the templates name. A message without an entry stays English.
 */
export type ValidationCatalogue = Messages['validation'];

type Compiled = { id: keyof ValidationCatalogue['messages']; pattern: RegExp; names: string[] };

const cache = new WeakMap<ValidationCatalogue, Compiled[]>();

function escape(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/** English templates as anchored patterns; the fixed ones first, so 'Valid donation amount' beats a template. */
function compile(english: ValidationCatalogue): Compiled[] {
  const known = cache.get(english);
  if (known) return known;
  const compiled = Object.entries(english.messages).map(([id, template]) => {
    const names: string[] = [];
    const source = escape(template).replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return name === 'fields' ? '(.+)' : '(.+?)';
    });
    return { id: id as Compiled['id'], pattern: new RegExp(`^${source}$`), names };
  });
  compiled.sort((a, b) => a.names.length - b.names.length);
  cache.set(english, compiled);
  return compiled;
}

function label(english: string, target: ValidationCatalogue): string {
  const labels = target.labels as Record<string, string>;
  return labels[english.toLowerCase()] ?? english;
}

/**
 * `message` (English, as the code writes it) in the language of `target`; `english` is the English
 * catalogue that tells which template it is. Unknown messages come back unchanged.
 */
export function translateMessage(message: string, english: ValidationCatalogue, target: ValidationCatalogue): string {
  if (target === english || !message) return message;
  for (const { id, pattern, names } of compile(english)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1];
      if (name === 'label') values[name] = label(value, target);
      else if (name === 'fields')
        values[name] = value
          .split(', ')
          .map((f) => label(f, target))
          .join(', ');
      else values[name] = value;
    });
    return target.messages[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return message;
}

/** Every message of an action's answer (its message and each field's errors) in the language of `target`. */
export function translateAnswer<R extends { message: string; errors?: Record<string, string[]> }>(
  answer: R,
  english: ValidationCatalogue,
  target: ValidationCatalogue,
): R {
  if (target === english) return answer;
  const errors = answer.errors
    ? Object.fromEntries(
        Object.entries(answer.errors).map(([field, list]) => [field, list.map((m) => translateMessage(m, english, target))]),
      )
    : undefined;
  return { ...answer, message: translateMessage(answer.message, english, target), ...(errors ? { errors } : {}) };
}
