/** The id of the JSON script element in which the server embeds the site configuration. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The id of the JSON script element that carries a server-rendered page's state (its router
 * data and query cache) to the browser, which hydrates from it.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
