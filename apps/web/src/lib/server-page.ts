import { createContext, useContext } from 'react';

/** Who the server is rendering a page for, as far as its no-JavaScript parts need to know. */
export interface ServerPageViewer {
  email: string;
  name: string;
}

export interface ServerPage {
  /** The signed-in person (not a guest) whose browser asked for the page; null for anyone else. */
  viewer: ServerPageViewer | null;
}

/**
 * Read only by what the server alone renders (inside `<noscript>`, behind
 * `import.meta.env.SSR`): the app itself knows the session from the auth provider, and the
 * browser's bundle never holds this (docs/decisions/0032-forms-that-work-without-javascript.md).
 */
export const ServerPageContext = /* @__PURE__ */ createContext<ServerPage>({ viewer: null });

export function useServerPage(): ServerPage {
  return useContext(ServerPageContext);
}
