import type { Metadata } from "next";
import { ContentPage, contentRoute, contentTitle } from "@/components/admin/content/content-pages";
import { requirePermission } from "@/lib/admin/session";

type Params = { params: Promise<{ kind: string; key: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, key } = await params;
  return { title: contentTitle(contentRoute(kind, [key, "preview"])) };
}

/** An entry's saved draft as the public page renders it (/admin/content/pricing/campaign/preview). */
export default async function AdminContentPreviewPage({ params }: Params) {
  await requirePermission("content");
  const { kind, key } = await params;
  return <ContentPage route={contentRoute(kind, [key, "preview"])} />;
}
