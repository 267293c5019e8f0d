/**
 * A small, strict XML reader for the L5X export's tests (here and in the cli package's, which export
 * the curriculum's solutions): the document's elements, and the exported rungs of MainRoutine.
 */
import { expect } from 'vitest';

/** An element of the XML reader below. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, CDATA sections included, entities decoded, whitespace between tags dropped. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&([a-z]+);/g, (whole, name: string) => {
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity ${whole}`);
    return value;
  });

/**
 * Reads well-formed XML (declaration, elements, attributes in double quotes, CDATA, comments) and throws
 * on anything else: unbalanced tags, a raw `<` or `&` in text, a duplicate attribute.
 */
export function parseXml(xml: string): XmlElement {
  let at = 0;
  const fail: (why: string) => never = (why) => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
  };
  const declaration = /^<\?xml [^?]*\?>\n/.exec(xml);
  if (!declaration) fail('no XML declaration');
  at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (at < xml.length) {
    const parent = stack.at(-1);
    if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at);
      if (end < 0 || !parent) fail('bad CDATA');
      else parent.text += xml.slice(at + 9, end);
      at = end + 3;
    } else if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at);
      if (end < 0 || xml.slice(at + 4, end).includes('--')) fail('bad comment');
      at = end + 3;
    } else if (xml.startsWith('</', at)) {
      const match = /^<\/([A-Za-z][\w.-]*)>/.exec(xml.slice(at));
      if (!match || stack.pop()?.name !== match[1]) fail('unbalanced end tag');
      else at += match[0].length;
    } else if (xml[at] === '<') {
      const match = /^<([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w.-]*="[^"<]*")*)\s*(\/?)>/.exec(xml.slice(at));
      if (!match) return fail('bad start tag');
      const attrs: Record<string, string> = {};
      for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/([A-Za-z][\w.-]*)="([^"]*)"/g)) {
        if (key in attrs) fail(`duplicate attribute ${key}`);
        attrs[key] = decode(value);
      }
      const element: XmlElement = { name: match[1] ?? '', attrs, children: [], text: '' };
      if (parent) parent.children.push(element);
      else if (root) fail('second root');
      else root = element;
      if (match[3] !== '/') stack.push(element);
      at += match[0].length;
    } else {
      const end = xml.indexOf('<', at);
      const text = xml.slice(at, end < 0 ? xml.length : end);
      if (text.trim() !== '') {
        if (!parent || /[<>]|&(?![a-z]+;)/.test(text)) fail('bad text');
        else parent.text += decode(text);
      }
      at += text.length;
    }
  }
  if (!root || stack.length > 0) return fail('unclosed element');
  return root;
}

/** The one child called `name`. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = element.children.filter((c) => c.name === name);
  expect(
    found.map((c) => c.name),
    `${element.name} > ${name}`,
  ).toEqual([name]);
  const [first] = found;
  if (!first) throw new Error(`no ${name} in ${element.name}`);
  return first;
}
export const path = (element: XmlElement, ...names: string[]) => names.reduce(child, element);

/**
 * The exported rungs' Text, Comment and attributes: the only routine's, or with subroutines exported
 * beside it, the routine named `routineName`.
 */
export function rungsOf(root: XmlElement, routineName?: string) {
  const routines = path(root, 'Controller', 'Programs', 'Program', 'Routines');
  const routine =
    routineName === undefined
      ? child(routines, 'Routine')
      : routines.children.find((r) => r.name === 'Routine' && r.attrs.Name === routineName);
  if (!routine) throw new Error(`no routine ${routineName ?? ''}`);
  const content = child(routine, 'RLLContent');
  return content.children.map((rung) => ({
    attrs: rung.attrs,
    text: child(rung, 'Text').text,
    comment: rung.children.find((c) => c.name === 'Comment')?.text,
    order: rung.children.map((c) => c.name),
  }));
}
