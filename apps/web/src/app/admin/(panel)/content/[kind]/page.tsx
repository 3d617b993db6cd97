import type { Metadata } from "next";
import { ContentPage, contentRoute, contentTitle } from "@/components/admin/content/content-pages";
import { requirePermission } from "@/lib/admin/session";

type Params = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: contentTitle(contentRoute((await params).kind, [])) };
}

/** A kind's entries, or the editor of a kind of one entry (/admin/content/faq). */
export default async function AdminContentKindPage({ params }: Params) {
  await requirePermission("content");
  return <ContentPage route={contentRoute((await params).kind, [])} />;
}
