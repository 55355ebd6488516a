import { describe, expect, it } from 'vitest';
import { extractPage } from './html-extract.js';
import { decodeEntities, tokenize } from './html-tokens.js';

describe('tokenize / decodeEntities', () => {
  it('decodes named and numeric entities, leaves unknown ones', () => {
    expect(decodeEntities('H&lt;sub&gt; &amp; &#8594; &#x2192; &eacute; &bogus;')).toBe('H<sub> & → → é &bogus;');
  });

  it('drops scripts, styles and comments, and reads quoted ">" inside attributes', () => {
    const tokens = tokenize('<p title="a > b">Hi<!-- <td>x</td> --><script>var t = "<td>";</script><style>td{}</style> there</p>');
    expect(tokens).toEqual([
      { kind: 'start', name: 'p' },
      { kind: 'text', text: 'Hi' },
      { kind: 'text', text: ' there' },
      { kind: 'end', name: 'p' },
    ]);
  });
});

describe('extractPage', () => {
  it('reads a two-column table, skipping its heading row', () => {
    const page = extractPage(`<html><head><title>Capitals &amp; countries</title></head><body>
      <table><tr><th>Country</th><th>Capital</th></tr>
      <tr><td>France</td><td>Paris</td></tr>
      <tr><td><a href="/de">Germany</a></td><td>Berlin <sup>[1]</sup></td></tr>
      <tr><td>Spain<td>Madrid</tr></table></body></html>`);
    expect(page.title).toBe('Capitals & countries');
    expect(page.pairs).toEqual([
      ['France', 'Paris'],
      ['Germany', 'Berlin [1]'],
      ['Spain', 'Madrid'],
    ]);
    expect(page.text).toContain('France | Paris');
  });

  it('ignores tables of three or more columns', () => {
    expect(extractPage('<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>d</td><td>e</td><td>f</td></tr></table>').pairs).toEqual([]);
  });

  it('reads definition lists', () => {
    const page = extractPage('<h1>Glossary</h1><dl><dt>Atom</dt><dd>The smallest unit of an element</dd><dt>Ion</dt><dd>A charged atom</dd><dd>(also molecule)</dd></dl>');
    expect(page.title).toBe('Glossary');
    expect(page.pairs).toEqual([
      ['Atom', 'The smallest unit of an element'],
      ['Ion', 'A charged atom'],
    ]);
  });

  it('reads "term – definition" list items, but not a navigation menu', () => {
    const page = extractPage(`<ul><li><a>Home</a></li><li>About us</li><li>Contact - email</li></ul>
      <ol><li>Mitosis – cell division</li><li>Osmosis – movement of water<li>Enzyme: a biological catalyst</li></ol>`);
    expect(page.pairs).toEqual([
      ['Mitosis', 'cell division'],
      ['Osmosis', 'movement of water'],
      ['Enzyme', 'a biological catalyst'],
    ]);
  });

  it('keeps the richest source and skips items over 200 characters', () => {
    const long = 'x'.repeat(201);
    const page = extractPage(`<dl><dt>a</dt><dd>b</dd></dl><table><tr><td>1</td><td>one</td></tr><tr><td>2</td><td>${long}</td></tr><tr><td>3</td><td>three</td></tr></table>`);
    expect(page.pairs).toEqual([
      ['1', 'one'],
      ['3', 'three'],
    ]);
  });
});
