// Linted as packages/contract/src: a shared package importing the site.
import { request } from "@site/web/src/lib/request";

export const fixture = request;
