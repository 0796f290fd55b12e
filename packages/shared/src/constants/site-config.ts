/** The id of the JSON script element in which the server embeds the site configuration. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
