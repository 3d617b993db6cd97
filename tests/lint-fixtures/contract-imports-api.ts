// Linted as packages/contract/src: a shared package importing the API.
import { buildApp } from "@site/api/src/app";

export const fixture = buildApp;
