import type { TeamMember } from "@site/contract";
import { Image } from "@/components/ui/image";
import { SectionHeading } from "@/components/marketing/section-heading";
import { sectionTitles } from "@/content/home";
import { getTeam } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** The team section, as the team published it; left out while the API is down. */
export async function TeamSection() {
  const members = await getTeam().catch(() => []);
  return members.length ? <TeamSectionView members={members} /> : null;
}

/** The team section itself (the team's preview too). */
export function TeamSectionView({ members }: { members: TeamMember[] }) {
  return (
    <HomeSection name="team" labelledBy="team-title">
      <div className="container-page">
        <SectionHeading
          id="team-title"
          eyebrow="Our team"
          title={sectionTitles.team.title}
          intro={sectionTitles.team.intro}
        />
        <TeamGrid members={members} />
      </div>
    </HomeSection>
  );
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li
          key={m.name}
          data-testid="team-member"
          className="flex gap-5 rounded-[var(--radius-card)] border border-ink-200 bg-white p-6"
        >
          <Image src={m.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-2xl" />
          <div>
            <h3 className="text-lg font-bold">{m.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{m.role}</p>
            <p className="mt-2 text-sm leading-6 text-ink-600">{m.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
