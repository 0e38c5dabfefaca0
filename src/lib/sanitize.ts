/**
 * Server-side HTML sanitising with DOMPurify (docs/security.md#sanitising). DOMPurify needs a DOM, which Node lacks;
 * it runs here on a linkedom window. linkedom differs from a browser in three ways DOMPurify relies on, bridged
 * below: it has no `document.implementation`, its DOMParser does not wrap a fragment in html/body, and some node
 * properties (nodeType, ownerDocument, parentNode) are plain instance fields instead of prototype getters.
 * Anything that cannot be sanitised safely comes out as an empty string (fail closed).
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { NodeFilter, parseHTML } from 'linkedom';

/** Banner policy (docs/product/tips.md#banners): only a and img, only these attributes. */
export const BANNER_ALLOWED_TAGS = ['a', 'img'] as const;
export const BANNER_ALLOWED_ATTRIBUTES = ['href', 'src', 'width', 'height', 'border', 'alt', 'target', 'rel'] as const;

/** Link and image addresses a banner may use: http(s) or a path on this site. */
const SAFE_URL = /^(?:https?:|\/(?!\/))/i;
/** Attributes that hold plain values, not addresses. */
const PLAIN_VALUE_ATTRIBUTES = ['width', 'height', 'border', 'alt', 'target', 'rel'];
/** Link relations every banner link opening a new tab gets: a paid link, without opener or referrer. */
const NEW_TAB_REL = ['sponsored', 'noopener', 'noreferrer'];
const EMPTY_DOCUMENT = '<!doctype html><html><head></head><body></body></html>';

type Constructor = abstract new (...args: never[]) => unknown;

/**
 * A stand-in for a linkedom class whose prototype adds getters for fields linkedom keeps on the instance, so
 * DOMPurify's prototype lookups find them; `instanceof` still answers for the real class.
 */
function withPrototypeGetters(base: Constructor, fields: readonly string[]): Constructor {
  const prototype = Object.create(base.prototype as object) as object;
  for (const field of fields) {
    Object.defineProperty(prototype, field, {
      get(this: Record<string, unknown>) {
        return this[field];
      },
    });
  }
  const facade = function Facade() {
    throw new TypeError('Illegal constructor');
  };
  facade.prototype = prototype;
  Object.defineProperty(facade, Symbol.hasInstance, { value: (value: unknown) => value instanceof base });
  return facade as unknown as Constructor;
}

function createServerPurifier(): DOMPurify {
  const { window, document } = parseHTML(EMPTY_DOCUMENT);
  const NativeParser = window.DOMParser as unknown as new () => {
    parseFromString(html: string, type: string): unknown;
  };
  const blank = () => new NativeParser().parseFromString(EMPTY_DOCUMENT, 'text/html');
  Object.defineProperty(document, 'implementation', { value: { createHTMLDocument: blank, createDocument: blank } });
  /** Parses like a browser does for a fragment: inside the body of a whole document. */
  class FragmentParser {
    parseFromString(html: string, type: string): unknown {
      return new NativeParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, type);
    }
  }
  const domWindow = {
    document,
    Element: withPrototypeGetters(window.Element as Constructor, ['parentNode']),
    Node: withPrototypeGetters(window.Node as Constructor, ['nodeType', 'ownerDocument']),
    DocumentFragment: window.DocumentFragment,
    HTMLTemplateElement: window.HTMLTemplateElement,
    NamedNodeMap: window.NamedNodeMap,
    HTMLFormElement: window.HTMLFormElement,
    DOMParser: FragmentParser,
    NodeFilter,
  };
  return createDOMPurify(domWindow as unknown as Parameters<typeof createDOMPurify>[0]);
}

/** An address without whitespace and control characters, as browsers read it when looking for the scheme. */
function withoutBlanks(value: string): string {
  return [...value].filter((char) => char.trim() !== '' && (char.codePointAt(0) ?? 0) >= 0x20).join('');
}

let bannerPurifier: DOMPurify | null = null;

function bannerPurifierInstance(): DOMPurify {
  if (bannerPurifier) return bannerPurifier;
  const purifier = createServerPurifier();
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(withoutBlanks(data.attrValue))) {
      data.keepAttr = false;
    }
    if ((name === 'width' || name === 'height' || name === 'border') && !/^\d{1,4}%?$/.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as Element;
    if (element.tagName?.toLowerCase() !== 'a' || element.getAttribute('target') === null) return;
    if (element.getAttribute('target') !== '_blank') element.setAttribute('target', '_blank');
    const rel = new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    for (const token of NEW_TAB_REL) rel.add(token);
    element.setAttribute('rel', [...rel].join(' '));
  });
  bannerPurifier = purifier;
  return purifier;
}

const BANNER_CONFIG: Config = {
  ALLOWED_TAGS: [...BANNER_ALLOWED_TAGS],
  ALLOWED_ATTR: [...BANNER_ALLOWED_ATTRIBUTES],
  ADD_URI_SAFE_ATTR: PLAIN_VALUE_ATTRIBUTES,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM: true,
};

/** A node of the sanitised tree, as far as the serialiser needs it. */
interface TreeNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TreeNode>;
  getAttributeNames?: () => string[];
  getAttribute?: (name: string) => string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const VOID_ELEMENTS = new Set(['img']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Writes the sanitised tree as HTML, every text and attribute value escaped: the output does not depend on how
 * the DOM implementation serialises. Only allowed elements are written (their content always).
 */
function serialize(nodes: ArrayLike<TreeNode>, allowedTags: ReadonlySet<string>): string {
  let html = '';
  for (const node of Array.from(nodes)) {
    if (node.nodeType === TEXT_NODE) {
      html += escapeHtml(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = node.nodeName.toLowerCase();
    const inner = serialize(node.childNodes, allowedTags);
    if (!allowedTags.has(tag)) {
      html += inner;
      continue;
    }
    const attributes = (node.getAttributeNames?.() ?? [])
      .map((name) => ` ${name.toLowerCase()}="${escapeHtml(node.getAttribute?.(name) ?? '')}"`)
      .join('');
    html += VOID_ELEMENTS.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>${inner}</${tag}>`;
  }
  return html;
}

/**
 * Banner HTML as it may be put on a page: only `a` and `img` elements with the attributes href, src, width,
 * height, border, alt, target and rel. Addresses must be http(s) or site paths (no javascript:, data:, or
 * protocol-relative ones); sizes must be plain numbers; a link with a target opens a new tab with
 * rel "sponsored noopener noreferrer". Text of removed elements is kept, except inside script-like elements.
 */
export function sanitizeBannerHtml(html: string | null | undefined): string {
  if (!html || html.trim() === '') return '';
  const purifier = bannerPurifierInstance();
  if (!purifier.isSupported) return '';
  const body = purifier.sanitize(html, BANNER_CONFIG) as unknown as TreeNode;
  return serialize(body.childNodes, new Set(BANNER_ALLOWED_TAGS)).trim();
}
