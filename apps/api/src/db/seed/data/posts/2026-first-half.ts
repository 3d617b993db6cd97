import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2026FirstHalf: SeedPost[] = [
  {
    slug: "native-app-or-progressive-web-app-for-your-mvp",
    title: "Native App or Progressive Web App for Your MVP?",
    summary:
      "Founders often assume a mobile product must start in the app stores. A decision guide comparing native, cross-platform and progressive web apps for a first release, by cost, reach, device access and speed of iteration.",
    author: AUTHOR.maya,
    categories: [CATEGORY.softwareDevelopment, CATEGORY.uxDesign],
    banner_tag: "software development",
    published_date: "2026-01-13T16:00:00.000Z",
    hero_image_alt_text: "Cobalt blue artwork with code brackets and translucent squares",
    hero_image_title: "Native app or PWA for an MVP",
    view_count: 4120,
    like_count: 183,
    rating_sum: 178,
    rating_count: 41,
    comments: [
      {
        name: "Isabella Ruiz",
        email: "isabella.ruiz@example.com",
        content:
          "We launched as a PWA for exactly the reasons you list and moved to React Native after about eight months, once we needed background location. The PWA phase taught us which screens actually mattered.",
        reply:
          "A textbook path, Isabella. Starting on the web and moving to a native shell once a device capability truly demands it is the pattern we recommend most often.",
        status: "APPROVED",
        created_date: "2026-01-15T10:12:00.000Z",
      },
      {
        name: "Noah Fischer",
        email: "noah.fischer@example.net",
        content:
          "How reliable are web push notifications on iPhones now? That was the deal breaker for us last year.",
        status: "APPROVED",
        created_date: "2026-01-19T17:44:00.000Z",
      },
    ],
    body: `<p>"We need an app" is one of the first things we hear from founders of consumer and field-service products. Often they mean a native iPhone and Android app in the stores, because that is what their competitors have. Sometimes that is the right call. Often, for a first release whose job is to test an idea, it is the most expensive way to learn something a web app could have taught them in half the time.</p>
<h2>The three options</h2>
<ul>
<li><strong>Native apps</strong> built separately in Swift for iOS and Kotlin for Android: the best performance and device integration, two codebases, two release processes.</li>
<li><strong>Cross-platform apps</strong> built once with React Native or Flutter: one codebase for both stores, near-native experience, native modules when needed.</li>
<li><strong>Progressive web apps (PWAs)</strong>: a website that can be installed on the home screen, work offline to a degree and send push notifications, with no app store involved.</li>
</ul>
<h2>How they compare for an MVP</h2>
<table>
<thead><tr><th scope="col">Factor</th><th scope="col">Native</th><th scope="col">Cross-platform</th><th scope="col">PWA</th></tr></thead>
<tbody>
<tr><td>Typical build cost for the same scope</td><td>Highest</td><td>Medium</td><td>Lowest</td></tr>
<tr><td>Release speed</td><td>Store review per platform</td><td>Store review, some over-the-air updates</td><td>Instant, many times a day</td></tr>
<tr><td>Reach from a link</td><td>Install required</td><td>Install required</td><td>Opens immediately</td></tr>
<tr><td>Device features</td><td>Everything</td><td>Nearly everything via modules</td><td>Camera, location, notifications; limited background work and Bluetooth</td></tr>
<tr><td>Discoverability</td><td>App stores</td><td>App stores</td><td>Search engines and links</td></tr>
</tbody>
</table>
<h2>When a PWA is the better first step</h2>
<p>If your core flow is forms, lists, content, booking, messaging or dashboards, a well-built responsive web app covers it. Users arrive from a link in an email, an ad or a text message and start using the product immediately, without the install step where many potential users drop off. You can ship fixes the same day you find a problem, which is exactly what an MVP needs.</p>
<p>Web push notifications are now supported across the major browsers, including on iOS for web apps added to the home screen, though the user has to install the app first. For many products, email and text messages cover reminders perfectly well in the first months anyway.</p>
<h2>When to go native or cross-platform from day one</h2>
<ul>
<li>The core value depends on background location, continuous Bluetooth connections to devices, or heavy use of sensors.</li>
<li>The product is used offline for long periods, for example by field technicians in buildings without signal.</li>
<li>Presence in the app stores is part of the trust you need, as with some banking and health products.</li>
<li>Performance is the product: games, camera-first apps, real-time media.</li>
</ul>
<p>When one of these applies, we usually recommend a cross-platform framework for an MVP. It halves the work compared with two native apps, and native modules handle the few places that need platform code.</p>
<blockquote>Choose the platform that lets you learn fastest from real users. You can always move to the stores later; you cannot get back the months spent building for them too early.</blockquote>
<h2>What the difference looks like in practice</h2>
<p>For a recent field-service MVP with about fifteen screens, our estimates for the same scope were roughly ten weeks as a progressive web app, thirteen as a cross-platform app and twenty as two native apps. The cross-platform option added store accounts, review cycles, device testing and release automation; the native option added a second codebase on top. The client chose the web app, launched to forty technicians, and discovered in the first month that offline photo capture was the feature that mattered. That single finding justified a cross-platform app for version two, built with a much clearer brief.</p>
<h2>Design once, either way</h2>
<p>Whichever route you take, design for small screens first, with thumb-friendly targets and short flows. Put your business logic behind an API, not inside the client, so that a later native app reuses the same back end. If you start with a PWA and later need the stores, that API and the design system carry over, and the migration becomes a new client rather than a new product.</p>`,
  },
  {
    slug: "testing-cloud-native-apps-with-ephemeral-environments",
    title: "Testing Cloud-Native Apps With Ephemeral Environments",
    summary:
      "Shared staging environments become bottlenecks and sources of confusion. Spinning up a short-lived, production-like environment for every pull request changes how teams review, test and demo their work.",
    author: AUTHOR.julian,
    categories: [CATEGORY.devopsCloud, CATEGORY.qualityAssurance],
    banner_tag: "devops",
    published_date: "2026-02-10T15:45:00.000Z",
    hero_image_alt_text: "Graphite artwork with an orange loop and glowing band",
    hero_image_title: "Ephemeral environments for every pull request",
    view_count: 2385,
    like_count: 91,
    rating_sum: 117,
    rating_count: 26,
    comments: [],
    body: `<p>Most teams have one staging environment and several features in progress. The result is a queue: "Can I deploy my branch to staging?" "Not yet, QA is testing the checkout change." Or worse, no queue at all, and testers find bugs that belong to someone else's half-finished branch. Staging becomes a place where nobody is sure what is running.</p>
<p>Ephemeral environments solve this by giving every pull request its own short-lived copy of the application, created automatically when the pull request opens and destroyed when it closes.</p>
<h2>What an ephemeral environment includes</h2>
<ul>
<li>The application's services, built from the pull request's commit.</li>
<li>Its own database, created from migrations and seeded with realistic test data.</li>
<li>Its own URL, such as <code>pr-482.preview.example.com</code>, posted to the pull request.</li>
<li>Configuration pointing at sandbox versions of external services: payments, email, SMS.</li>
</ul>
<p>Shared, expensive or slow-to-create infrastructure, such as the network, a container cluster or a message broker, is usually shared between previews, with per-environment isolation through namespaces, schemas or prefixes.</p>
<h2>Why it changes how teams work</h2>
<ol>
<li><strong>Reviewers see the change running.</strong> Designers and product owners review the actual feature, not screenshots, before it merges.</li>
<li><strong>QA tests in isolation.</strong> A bug found in a preview belongs to that pull request, no detective work needed.</li>
<li><strong>End-to-end tests run against a real deployment</strong> of exactly this change, catching configuration and infrastructure problems that local runs miss.</li>
<li><strong>Demos are easy.</strong> Send the client a link to the preview in the middle of the sprint.</li>
</ol>
<h2>Making them fast</h2>
<p>If a preview takes forty minutes to appear, people stop waiting for it. Our targets are under ten minutes from push to a working URL. The main techniques are building container images once and reusing layers through caching, provisioning databases from a template or snapshot rather than running every migration from scratch, and keeping the seed data small but representative.</p>
<h2>Seed data that makes testing meaningful</h2>
<p>An empty application is hard to test. Each preview should start with data that exercises the product: enough records to paginate, examples of every state an entity can be in, edge cases such as long names and special characters, and a few known accounts for each role. We treat seed data as code, reviewed and versioned with the application, and we use the same seed for local development and previews so everyone sees the same starting point.</p>
<blockquote>Realistic seed data is the difference between a preview people click through once and a preview people actually test.</blockquote>
<h2>A typical pull-request flow</h2>
<ol>
<li>A developer opens a pull request; the pipeline builds images tagged with the commit hash.</li>
<li>Infrastructure code creates a namespace, a database from a template and a DNS record for the preview.</li>
<li>Migrations run, seed data loads and services start; a health check waits until the application responds.</li>
<li>The end-to-end suite runs against the preview URL, and the URL is posted to the pull request with the test results.</li>
<li>Every new push updates the same preview; closing or merging the pull request tears it down.</li>
</ol>
<h2>Keeping cost under control</h2>
<ul>
<li>Destroy environments automatically when the pull request merges or closes, and after a period of inactivity.</li>
<li>Scale preview services to zero when idle where the platform allows.</li>
<li>Use the smallest instance sizes that keep tests reliable.</li>
<li>Tag everything with the pull request number so costs and orphans are traceable.</li>
</ul>
<h2>Security</h2>
<p>Previews are reachable on the internet, so put them behind authentication, never load production data into them, and give them credentials that can reach only sandbox services. Treat preview configuration as part of the codebase's security review.</p>
<h2>Where staging still fits</h2>
<p>Ephemeral environments do not eliminate the need for a stable pre-production environment that mirrors production closely, for release candidates, performance tests and integration with partners who cannot point at a new URL every day. But staging stops being a queue and becomes what it was meant to be: the last check before production.</p>`,
  },
  {
    slug: "e-discovery-data-pipelines-processing-documents-defensibly",
    title: "E-Discovery Data Pipelines: Processing Millions of Documents Defensibly",
    summary:
      "In litigation, how data was processed matters as much as what it contains. The engineering principles behind e-discovery pipelines that scale to millions of documents and stand up to scrutiny.",
    author: AUTHOR.maya,
    categories: [CATEGORY.legalTech, CATEGORY.devopsCloud],
    banner_tag: "legal",
    published_date: "2026-03-10T16:20:00.000Z",
    hero_image_alt_text: "Deep indigo artwork with balanced scales and fine lines",
    hero_image_title: "Defensible e-discovery pipelines",
    view_count: 1120,
    like_count: 38,
    rating_sum: 52,
    rating_count: 12,
    comments: [],
    body: `<p>Electronic discovery turns an organisation's email, chat, documents and databases into a set of records that lawyers can search, review and produce to the other side. The volumes are large, often millions of items per matter. But the defining requirement is not scale; it is defensibility. If the opposing party challenges how data was collected or processed, the team must be able to show exactly what happened to every item, and that nothing was lost or altered along the way.</p>
<p>That requirement shapes every engineering decision in an e-discovery pipeline.</p>
<h2>Preserve the original, always</h2>
<p>Collected data is stored exactly as received, in write-once storage, with a cryptographic hash computed at intake. Every later step works on copies or derived artefacts. At any point, someone can recompute the hash of the original and prove it has not changed since collection.</p>
<h2>Record chain of custody as data</h2>
<p>Chain of custody is usually a form signed by people. In a pipeline, it should also be data: an append-only event log recording every action taken on every item, by which process version, at what time, with input and output hashes. When a reviewer asks why a particular attachment was not extracted, the answer is a query against this log.</p>
<h2>The processing stages</h2>
<ol>
<li><strong>Intake:</strong> register the source, its custodian and collection method; hash and store.</li>
<li><strong>Expansion:</strong> unpack containers such as mailbox files, archives and disk images into individual items, preserving parent-child relationships (an email and its attachments form a family).</li>
<li><strong>Metadata extraction:</strong> senders, recipients, dates, file system times, authors, with time zones normalised and originals retained.</li>
<li><strong>Text extraction and OCR:</strong> extract text from documents and run optical character recognition on images and scanned PDFs.</li>
<li><strong>Deduplication:</strong> identify exact duplicates by hash, globally or per custodian as the matter's protocol requires, and near-duplicates by text similarity.</li>
<li><strong>Exception handling:</strong> encrypted, corrupt or unsupported files are logged and routed for manual handling, never silently dropped.</li>
<li><strong>Indexing:</strong> load text and metadata into a search index for review.</li>
</ol>
<blockquote>In e-discovery, an item that failed processing and was logged is a manageable problem. An item that failed and disappeared is a sanctions risk.</blockquote>
<h2>Engineering for scale</h2>
<p>We build processing as a queue of small, idempotent tasks, one per item or per container, executed by a pool of workers that scales with the backlog. Each task records its outcome in the event log before acknowledging its message, so that crashes cause retries, not gaps. Expensive steps such as OCR run on separate worker pools with their own scaling rules. With this design, a matter of several million items can be processed in hours rather than weeks, and a failed worker is a non-event.</p>
<h2>Version the pipeline</h2>
<p>Text extraction libraries and OCR engines improve, and their output changes. Every artefact records the version of the pipeline that produced it. When a matter spans months, you can explain why documents processed in March and in June show slightly different extracted text, and you can reprocess consistently if the protocol requires it.</p>
<h2>Security and privilege</h2>
<p>Discovery data is among the most sensitive an organisation holds: privileged communications, trade secrets, personal information. Isolate each matter's storage and index, enforce role-based access per matter, log every search and view, and encrypt everything with keys that can be destroyed when the matter closes and retention ends.</p>
<h2>Report what happened</h2>
<p>At the end of processing, generate a report directly from the event log: items received, expanded, deduplicated, excepted and indexed, with counts that reconcile exactly. Lawyers rely on these numbers in negotiations and in court. A pipeline that can produce them automatically, and prove them item by item, is what makes the process defensible.</p>`,
  },
  {
    slug: "multi-channel-outreach-sequencing-done-right",
    title: "Multi-Channel Outreach Sequencing: Email, LinkedIn and SMS Done Right",
    summary:
      "Sequences that mix channels can feel personal or invasive, depending on how they are designed. How we build multi-channel outreach that respects consent, coordinates touches and stops the moment someone responds.",
    author: AUTHOR.priya,
    categories: [CATEGORY.outreachAutomation, CATEGORY.digitalTransformation],
    banner_tag: "outreach",
    published_date: "2026-04-21T15:30:00.000Z",
    hero_image_alt_text: "Orange and amber artwork with a paper plane and dotted trail",
    hero_image_title: "Multi-channel outreach sequencing",
    view_count: 1460,
    like_count: 52,
    rating_sum: 61,
    rating_count: 15,
    comments: [],
    body: `<p>A single cold email is easy to ignore. A carefully spaced combination of an email, a connection request that references it and a short follow-up often is not, because it looks like what it should be: a real person making a considered effort to reach someone specific. The same tools, misused, produce the opposite effect: six automated touches in four channels in a week, and a prospect who remembers your company only as the one that would not stop.</p>
<p>Multi-channel sequencing is a design problem as much as a technical one.</p>
<h2>Start with consent and rules per channel</h2>
<p>Each channel has its own legal and platform rules, and the sequence must respect the strictest one that applies:</p>
<ul>
<li><strong>Email</strong> to business contacts is permitted in the United States under CAN-SPAM with accurate identification and a working opt-out; other countries require prior consent.</li>
<li><strong>Text messages</strong> are far more regulated. In the US, marketing texts generally require prior express written consent under the TCPA, so cold SMS is off the table. Use SMS only for contacts who opted in, for example after booking a call.</li>
<li><strong>Professional networks</strong> have terms of service that restrict automation. Tools that automate actions on them put the sender's account at risk; we design these steps as tasks for a human to perform.</li>
<li><strong>Phone calls</strong> must respect do-not-call registries and calling-hour rules.</li>
</ul>
<h2>Design the sequence around the person</h2>
<p>A sequence is a conversation plan, not a schedule of sends. The version we use most often for business-to-business outreach has five touches over three weeks:</p>
<ol>
<li>Day 1: a short, specific email with one question.</li>
<li>Day 3: a manual connection request on a professional network with a personal note, no pitch.</li>
<li>Day 7: a follow-up email adding one useful piece of information, such as a relevant case study.</li>
<li>Day 12: a phone call task for high-fit prospects, with the context from previous touches shown to the caller.</li>
<li>Day 20: a brief closing email that makes it easy to say "not now".</li>
</ol>
<p>Fewer touches, each with a reason to exist, consistently outperform long automated cadences in our clients' data.</p>
<h2>Stop conditions are the most important feature</h2>
<p>The fastest way to annoy a prospect is to keep sending automated messages after they replied, booked a meeting or said no. The sequencing engine must stop a sequence the moment any of these happens, in any channel:</p>
<ul>
<li>A reply to any email, including out-of-office replies, which should pause rather than stop.</li>
<li>A booked meeting in the scheduling tool.</li>
<li>An unsubscribe or complaint, which also adds the contact to a global suppression list.</li>
<li>A colleague at the same company replying, which should pause the whole account.</li>
</ul>
<blockquote>Every automated sequence needs a fast, reliable off switch. Building it well is what separates outreach from spam.</blockquote>
<h2>Coordinate across tools</h2>
<p>Most teams use several tools: a sequencer, a CRM, a scheduling app, a dialler. Stop conditions only work if events flow between them quickly. We connect them through webhooks into a small coordination service that owns the state of each contact's sequence, deduplicates events and pushes updates to every tool. It also gives managers one place to see what each prospect has received.</p>
<h2>Personalise honestly</h2>
<p>Automated personalisation that inserts a company name into a generic template fools nobody. Useful personalisation references something true and relevant: a recent expansion, a job posting that hints at a problem you solve, a technology they use that you integrate with. Research takes time, so we concentrate it on high-fit accounts and keep the rest of the sequence simple and honest.</p>
<h2>Measure replies, not opens</h2>
<p>Open tracking has become unreliable as mail clients load images by proxy. Measure positive replies, meetings booked and opportunities created per hundred contacts, and unsubscribe and complaint rates as health checks. A sequence that books meetings while keeping complaints near zero is one you can scale with a clear conscience.</p>`,
  },
];
