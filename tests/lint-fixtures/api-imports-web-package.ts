// Linted as apps/api/src: the API importing the site by its package name.
import { request } from "@site/web/src/lib/request";

export const fixture = request;
