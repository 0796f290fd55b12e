import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';

type StaticTag = 'div' | 'section' | 'article' | 'span';

type StaticHtmlProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'id' | 'dangerouslySetInnerHTML' | 'suppressHydrationWarning'
> & {
  /** The element that holds the static part; the children go inside it. */
  as?: StaticTag;
  /**
   * Everything the children show, as one string: while it is what it was when the page
   * hydrated, the server's markup stays; once it differs, the children are rendered.
   */
  contentKey: string;
  /** Markup with nothing to hydrate: no handlers, no state, no effects. */
  children: ReactNode;
};

interface ServerMarkup {
  html: string;
  contentKey: string;
}

/**
 * The server's markup of this element, when React is hydrating it. A component hydrating gets
 * the id the server gave it (that is what `useId` guarantees), and one rendered in the browser
 * an id the server never writes, so finding the element by its id is finding the server's.
 */
function serverMarkup(id: string, contentKey: string): ServerMarkup | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element ? { html: element.innerHTML, contentKey } : undefined;
}

/**
 * A part of the page that needs no script, which costs no script: the server renders it as any
 * other, and when the browser hydrates the page React keeps the server's elements as they are
 * instead of rendering and matching every one of them (docs/decisions/0042-hydrate-only-what-answers.md).
 * Rendered in the browser (reached by client-side navigation, or added later), or once what it
 * shows has changed, it renders its children like any element.
 */
export function StaticHtml({ as: Tag = 'div', contentKey, children, ...props }: StaticHtmlProps) {
  const id = useId();
  const [server] = useState(() => serverMarkup(id, contentKey));
  if (server?.contentKey === contentKey) {
    // React does not hydrate inside an element given its HTML, and in production does not
    // compare that HTML with the page's: the server's elements stay, untouched.
    return (
      <Tag
        key="server"
        {...props}
        id={id}
        dangerouslySetInnerHTML={{ __html: server.html }}
        suppressHydrationWarning
      />
    );
  }
  // A different key: React replaces the server's element instead of adding children to it.
  return (
    <Tag key="live" {...props} id={id}>
      {children}
    </Tag>
  );
}
