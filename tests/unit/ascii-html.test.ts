import { describe, expect, it } from 'vitest';
import { asciiHtml, withAsciiHtml } from '@/lib/server/cache/ascii-html.mjs';
import { decodeCharRefs, nonAscii } from '../support/ascii-html';

// What a browser does with each escape, to check that the ASCII page means the same as the original.
const decodeScript = (s: string) => s.replace(/\\u([0-9A-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const decodeStyle = (s: string) => s.replace(/\\([0-9A-F]+) /g, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><title>Shop “crafts” — ₹</title>',
  '<style>.star:after{content:"★"}</style></head>',
  '<body><p title="Don’t">₹1,799.00 😀</p><textarea>नमस्ते</textarea>',
  '<script>self.__next_f.push([1,"₹ 😀 \\"q\\""])</script>',
  '<SCRIPT type="application/ld+json">{"price":"₹249.00"}</SCRIPT><p>after ‹›</p></body></html>',
].join('');

describe('asciiHtml', () => {
  const out = asciiHtml(page);

  it('leaves nothing above U+007F', () => {
    expect(nonAscii(page)).not.toEqual([]);
    expect(nonAscii(out)).toEqual([]);
  });

  it('writes markup and attribute characters as numeric references, whole code points included', () => {
    expect(out).toContain('<title>Shop &#x201C;crafts&#x201D; &#x2014; &#x20B9;</title>');
    expect(out).toContain('<p title="Don&#x2019;t">&#x20B9;1,799.00 &#x1F600;</p>');
    expect(decodeCharRefs(out.slice(out.indexOf('<body>'), out.indexOf('<script>')))).toBe(
      '<body><p title="Don’t">₹1,799.00 😀</p><textarea>नमस्ते</textarea>',
    );
    expect(out).toContain('<p>after &#x2039;&#x203A;</p>');
  });

  it('writes script bodies with \\u escapes per UTF-16 unit, so the JS string and the JSON mean the same', () => {
    const flight = out.match(/<script>(.*?)<\/script>/)![1];
    expect(flight).toBe('self.__next_f.push([1,"\\u20B9 \\uD83D\\uDE00 \\"q\\""])');
    expect(decodeScript(flight)).toBe('self.__next_f.push([1,"₹ 😀 \\"q\\""])');
    const ld = out.match(/<SCRIPT type="application\/ld\+json">(.*?)<\/SCRIPT>/)![1];
    expect(JSON.parse(ld)).toEqual({ price: '₹249.00' });
  });

  it('writes style bodies with CSS escapes', () => {
    const css = out.match(/<style>(.*?)<\/style>/)![1];
    expect(css).toBe('.star:after{content:"\\2605 "}');
    expect(decodeStyle(css)).toBe('.star:after{content:"★"}');
  });

  it('returns an ASCII page unchanged, and the same text for one with nothing to escape', () => {
    const plain = '<html><body><script>1<2</script></body></html>';
    expect(asciiHtml(plain)).toBe(plain);
  });
});

describe('withAsciiHtml', () => {
  it('escapes the HTML of a page entry and passes other cache entries through untouched', () => {
    const pageEntry = { kind: 'APP_PAGE', html: '<p>₹</p>', rscData: Buffer.from('₹'), status: 200 };
    expect(withAsciiHtml(pageEntry)).toEqual({ ...pageEntry, html: '<p>&#x20B9;</p>' });
    const routeEntry = { kind: 'APP_ROUTE', body: Buffer.from('₹'), status: 200 };
    expect(withAsciiHtml(routeEntry)).toBe(routeEntry);
    expect(withAsciiHtml(null)).toBeNull();
  });
});
