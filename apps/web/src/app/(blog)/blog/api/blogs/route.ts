/** GET /blog/api/blogs?page&sort&filter&size: the blog grid's reads (spec §7; gateway table row). */
export { serveGateway as GET } from "@/lib/api/gateway/serve";
