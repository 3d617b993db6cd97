// Linted as apps/api/src/routes: the API reaching into the site by a relative path.
import { request } from "../../../web/src/lib/request";

export const fixture = request;
