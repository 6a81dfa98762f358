/**
 * The started server of the `http` project (tests/http/server.ts) and what its tests ask of it:
 * a request, or a page parsed into a document to read its texts, links and attributes.
 */
import Database from 'better-sqlite3';
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import { inject } from 'vitest';

export const baseURL = inject('baseURL');

/** Rows of the shared server's database, read as staff tooling would (read-only, beside the running server). */
export function storedRows<T = Record<string, unknown>>(sql: string, ...values: unknown[]): T[] {
  const db = new Database(inject('databaseUrl').replace(/^file:/, ''), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

/** A request to the server; redirects are not followed, so a test sees the 3xx itself. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, baseURL), { redirect: 'manual', ...init });
}

export type Page = { status: number; headers: Headers; document: HTMLElement; html: string };

/** A page as the server sends it, before any script runs. */
export async function page(path: string, init: RequestInit = {}): Promise<Page> {
  const response = await request(path, init);
  const html = await response.text();
  return { status: response.status, headers: response.headers, document: parse(html), html };
}

/** The text a screen reader reads in an element (aria-hidden parts left out), white space made one space. */
export function text(element: HTMLElement | null | undefined): string {
  const read = (node: Node): string => {
    if (node.nodeType === NodeType.TEXT_NODE) return node.textContent;
    if (node.nodeType !== NodeType.ELEMENT_NODE) return '';
    const element = node as HTMLElement;
    if (element.getAttribute('aria-hidden') === 'true' || ['script', 'style', 'template'].includes(element.rawTagName?.toLowerCase())) return '';
    return element.childNodes.map(read).join('');
  };
  // Bidi isolates and marks (U+2066-2069, U+200E/F, U+202A-202E) order the text; they are not read.
  return element ? read(element).replace(/[\u2066-\u2069\u200e\u200f\u202a-\u202e]/g, '').replace(/\s+/g, ' ').trim() : '';
}

/** Whether assistive technology skips the element (it or an ancestor is `aria-hidden`). */
function hidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) if (node.getAttribute?.('aria-hidden') === 'true') return true;
  return false;
}

/** The text of each element a screen reader reaches (aria-hidden ones left out), in document order. */
export function texts(elements: HTMLElement[]): string[] {
  return elements.filter((element) => !hidden(element)).map((element) => text(element));
}

/** The accessible name of an element: its aria-label, or the text of what aria-labelledby points to. */
function nameOf(document: HTMLElement, element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby');
  if (ids) return ids.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
  return element.getAttribute('aria-label') ?? '';
}

/** The element matching `selector` named `name`, as a screen reader names a region or a navigation. */
export function named(document: HTMLElement, selector: string, name: string): HTMLElement {
  const found = document.querySelectorAll(selector).find((element) => nameOf(document, element) === name);
  if (!found) throw new Error(`no ${selector} named "${name}"`);
  return found;
}

/** The section named `name` (a region). */
export function region(document: HTMLElement, name: string): HTMLElement {
  return named(document, 'section', name);
}

/** The address of the first link whose text is `name` inside `element`. */
export function hrefOf(element: HTMLElement, name: string): string | undefined {
  return element.querySelectorAll('a').find((link) => text(link) === name || link.getAttribute('aria-label') === name)?.getAttribute('href');
}

/** The document's title. */
export function title(document: HTMLElement): string {
  return text(document.querySelector('title'));
}
