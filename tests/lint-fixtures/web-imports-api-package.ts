// Linted as apps/web/src/lib: the site importing the API by its package name.
import { buildApp } from "@site/api/src/app";

export const fixture = buildApp;
