// Linted as apps/web/src/lib: the site importing the PostgreSQL driver.
import pg from "pg";

export const fixture = pg;
