// Linted as packages/contract/src: a shared package reaching into an app by a relative path.
import { request } from "../../../apps/web/src/lib/request";

export const fixture = request;
