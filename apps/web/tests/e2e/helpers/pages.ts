/**
 * A page that always carries the full site header and footer: the services overview once the
 * content is in, and until then the designed 404 page (which renders the same chrome).
 */
export const CHROME_PAGE = "/services";
