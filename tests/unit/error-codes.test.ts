import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_CODES, FIELD_LABELS, NOTICE_CODES } from '@/lib/domain/errors';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

// Errors travel as codes (DESIGN.md §5): every code of the closed list has its words in both catalogues, under
// `errors.<code>`, and every field a text names has its name there too (`fields.<label>`).

type Tree = { [key: string]: string | Tree };

function text(tree: Tree, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const codes = [...Object.keys(ERROR_CODES), ...Object.keys(FIELD_CODES)];
const notices = Object.keys(NOTICE_CODES);

describe('error codes', () => {
  it('each have an English and a Hindi text', () => {
    for (const catalogue of [en, hi] as unknown as Tree[]) {
      const missing = codes.filter((code) => typeof text(catalogue, `errors.${code}`) !== 'string');
      expect(missing).toEqual([]);
    }
  });

  it('and every notice an action gives, have an English and a Hindi text (notices.<code>)', () => {
    for (const catalogue of [en, hi] as unknown as Tree[]) {
      expect(notices.filter((code) => typeof text(catalogue, `notices.${code}`) !== 'string')).toEqual([]);
    }
  });

  it('are listed once, none the prefix of another (their texts nest by the dots)', () => {
    expect(new Set(codes).size).toBe(codes.length);
    const clashes = codes.filter((a) => codes.some((b) => b.startsWith(`${a}.`)));
    expect(clashes).toEqual([]);
  });

  it('have no text left in the catalogues without a code', () => {
    const flat = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flat(v, `${prefix}${k}.`)));
    expect(flat((en as unknown as Tree).errors as Tree).filter((code) => !codes.includes(code))).toEqual([]);
    expect(flat((en as unknown as Tree).notices as Tree).filter((code) => !notices.includes(code))).toEqual([]);
  });

  it('name fields the catalogues translate', () => {
    for (const catalogue of [en, hi] as unknown as Tree[]) {
      expect(FIELD_LABELS.filter((label) => typeof text(catalogue, `fields.${label}`) !== 'string')).toEqual([]);
    }
    expect(Object.keys(en.fields).sort()).toEqual([...FIELD_LABELS].sort());
  });
});
