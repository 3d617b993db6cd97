// Linted as apps/web/src/lib: the site reaching into the API by a relative path.
import { createDb } from "../../../api/src/db/client";

export const fixture = createDb;
