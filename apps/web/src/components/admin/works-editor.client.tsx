"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  WORK_BOX_BACKGROUNDS,
  type WorksContent,
  worksContentSchema,
  draftCountNote,
} from "@site/contract";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** A project as the form holds it: its solutions typed one a line, no case study as an empty path. */
type ProjectValues = Omit<WorksContent["projects"][number], "solutions" | "caseStudyPath"> & {
  solutions: string;
  caseStudyPath: string;
};

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** A message about one line of a list (projects.0.solutions.2) stands under the list's field. */
function byField(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/^(projects\.\d+\.solutions)\.\d+$/, "$1");
    out[field] ??= message;
  }
  return out;
}

/**
 * The works: the home page's our-work carousel (the spec fixes 3: the editor says so while the draft has
 * another number, and the API refuses to publish it) and the projects of /about/works.
 */
export function WorksEditor({ entry }: { entry: AdminMarketingEntry<"works"> }) {
  const d = entry.draft;
  const [ourWork, setOurWork] = useState(d.ourWork);
  const [projects, setProjects] = useState<ProjectValues[]>(
    d.projects.map((p) => ({
      ...p,
      solutions: p.solutions.join("\n"),
      caseStudyPath: p.caseStudyPath ?? "",
    })),
  );
  const entryState = useContentEntry("works", "portfolio", worksContentSchema);
  const { pending, save, publish } = entryState;
  const errors = byField(entryState.errors);
  const content = (): WorksContent => ({
    ourWork,
    projects: projects.map(({ caseStudyPath, ...p }) => ({
      ...p,
      solutions: lines(p.solutions),
      ...(caseStudyPath.trim() ? { caseStudyPath: caseStudyPath.trim() } : {}),
    })) as WorksContent["projects"],
  });
  const count = draftCountNote("works", "portfolio", { ourWork });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {count?.text}
      </p>
      <ContentItemList
        legend="The home page's our-work carousel"
        name="ourWork"
        fields={[
          ["title", "Title", false],
          ["image", "Image", false],
          ["logo", "Logo", false],
          ["description", "Description", true],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto]"
        items={ourWork}
        errors={errors}
        error={errors.ourWork}
        onChange={(next) => setOurWork(next as WorksContent["ourWork"])}
      />
      <ContentItemList
        legend="Projects on /about/works (solutions: one a line; the key is the section the strip's logo of that key leads to)"
        name="projects"
        fields={[
          ["title", "Client", false],
          ["id", "Key", false],
          ["logo", "Logo", false],
          ["bgColorClassName", "Background", false, { choices: WORK_BOX_BACKGROUNDS }],
          ["shortDescription", "One-line summary", false],
          ["caseStudyPath", "Case study path", false, { optional: true }],
          ["description", "Description", true],
          ["solutions", "Solutions", true],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-4"
        items={projects}
        errors={errors}
        error={errors.projects}
        onChange={(next) => setProjects(next as ProjectValues[])}
      />
      <ContentToolbar
        entry={entry}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save(content())}
        onPublish={() => void publish(content())}
      />
    </form>
  );
}
