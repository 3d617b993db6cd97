// Linted as apps/web/src/lib: the site importing the database layer.
import { eq } from "drizzle-orm";

export const fixture = eq;
