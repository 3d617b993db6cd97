import { SiteChrome } from "@/components/layout/site-chrome";

export default function GroupLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
