import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

type Tree = { [key: string]: string | Tree };

/** Every message as 'namespace.key' → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message uses ({name}, {count, plural, ...}). */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

describe('message catalogues (lib/i18n/messages)', () => {
  const english = flatten(en as Tree);
  const hindi = flatten(hi as Tree);

  it('have the same keys in both languages', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same arguments in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(hindi.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty message', () => {
    expect([...english, ...hindi].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
