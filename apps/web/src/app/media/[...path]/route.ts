/** /media/*: images stored by the API, served from the site's own origin (gateway table row). */
export { serveGateway as GET } from "@/lib/api/gateway/serve";
