// Linted as apps/web/src/lib: the site importing the embedded database.
import { PGlite } from "@electric-sql/pglite";

export const fixture = PGlite;
