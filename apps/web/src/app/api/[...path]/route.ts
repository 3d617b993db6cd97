/**
 * /api/*: the browser's writes, the location lists and the team's admin calls, served from the
 * gateway's table (src/lib/api/gateway/routes.ts). /api/revalidate, the API's own call, has its route.
 */
export {
  serveGateway as GET,
  serveGateway as POST,
  serveGateway as PUT,
  serveGateway as PATCH,
  serveGateway as DELETE,
} from "@/lib/api/gateway/serve";
