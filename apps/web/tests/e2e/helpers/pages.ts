/**
 * A page that always carries the full site header and footer: the services overview once the
 * content is in.
 */
export const CHROME_PAGE = "/services";
