// Linted as packages/rich-text/src: every package under packages/ is guarded, not only the contract.
import { request } from "@site/web/src/lib/request";

export const fixture = request;
