import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2024SecondHalf: SeedPost[] = [
  {
    slug: "modernizing-a-legacy-java-monolith-without-a-rewrite",
    title: "Modernizing a Legacy Java Monolith Without a Big-Bang Rewrite",
    summary:
      "Rewrites promise a clean slate and usually deliver a second legacy system two years late. How we modernize ageing Java applications incrementally with the strangler fig pattern, characterization tests and careful data migration.",
    author: AUTHOR.maya,
    categories: [CATEGORY.digitalTransformation, CATEGORY.softwareDevelopment],
    banner_tag: "digital transformation",
    published_date: "2024-07-23T15:30:00.000Z",
    hero_image_alt_text: "Violet artwork with circular arrows symbolising an incremental transformation",
    hero_image_title: "Modernizing a legacy Java monolith",
    view_count: 5830,
    like_count: 247,
    rating_sum: 287,
    rating_count: 62,
    comments: [
      {
        name: "Grant Okonkwo",
        email: "grant.okonkwo@example.com",
        content:
          "We are eighteen months into a rewrite that was supposed to take nine. The point about the old system continuing to change while the new one is built is exactly what happened to us. Sharing this with our leadership.",
        reply:
          "Sorry to hear it, Grant, and you are far from alone. It is rarely too late to switch strategy: routing one finished module of the new system into production alongside the old one is often the best first step.",
        status: "APPROVED",
        created_date: "2024-07-25T21:03:00.000Z",
      },
    ],
    body: `<p>Somewhere in most mid-sized companies there is a Java application that runs the business. It was written twelve or fifteen years ago, it has survived three reorganisations, and the people who understood it best have left. Deployments happen once a quarter, on a weekend, with a rollback plan nobody has tested. Every new feature takes longer than the last.</p>
<p>The tempting answer is a rewrite: start fresh with a modern stack, and switch over when the new system is ready. We have been called in to rescue enough of those projects to be wary. A rewrite has to reproduce years of accumulated business rules, many of them undocumented, while the old system keeps changing because the business cannot stand still. The new system is always almost ready.</p>
<p>The alternative is incremental modernization, and it is less dramatic but far more reliable.</p>
<h2>The strangler fig pattern</h2>
<p>Martin Fowler named the pattern after a vine that grows around a host tree until it can stand on its own. Applied to software, you put a routing layer in front of the legacy application, then move capabilities one at a time into new components. Each move is released to production independently. Over time, less and less traffic reaches the old system until it can be switched off, or until what remains is small and stable enough to leave alone.</p>
<p>The key property is that the business gets value after every step, not only at the end, and every step can be rolled back by changing a route.</p>
<h2>Step 1: make the monolith observable</h2>
<p>Before changing anything, find out what the system actually does. We add request logging and basic metrics at the edge, then collect a few weeks of data. It answers questions that documentation rarely does:</p>
<ul>
<li>Which endpoints and screens are used, and how often? In almost every legacy system we have examined, a sizeable share of the features are never used.</li>
<li>Which parts are slow or fail often?</li>
<li>Which batch jobs run, when, and what do they touch?</li>
<li>Which other systems call in, and which does it call out to?</li>
</ul>
<p>Unused features can be retired instead of migrated, which is the cheapest modernization there is.</p>
<h2>Step 2: pin down behaviour with characterization tests</h2>
<p>Legacy code usually lacks tests, and the business rules live in the code itself. Characterization tests record what the system currently does, right or wrong, so that you notice when a change alters it. For a service layer, that means calling it with realistic inputs and snapshotting the outputs. For a web application, it may mean recording HTTP requests and responses from a staging environment and replaying them.</p>
<blockquote>Characterization tests do not tell you whether the system is correct. They tell you whether you changed it, which is the question that matters during a migration.</blockquote>
<p>When a characterization test reveals behaviour that looks like a bug, resist fixing it during the migration. Record it, ask the business, and fix it as a separate, deliberate change. Otherwise you cannot tell whether a difference between old and new is a regression or an improvement.</p>
<h2>Step 3: choose the first slice carefully</h2>
<p>The first capability you extract sets the tone for the whole programme. A good first slice has:</p>
<ol>
<li><strong>Clear boundaries:</strong> few dependencies on the rest of the monolith's internals.</li>
<li><strong>Real business value:</strong> a capability the business wants to change, so the new, faster delivery is visible.</li>
<li><strong>Tolerable risk:</strong> not the payment flow on day one.</li>
</ol>
<p>Reporting and document generation are often good candidates. So are new features that would otherwise be added to the monolith: build them outside it from the start.</p>
<h2>Step 4: deal with the shared database</h2>
<p>The hardest part of strangling a monolith is rarely the code; it is the database. Legacy applications usually share one large schema, often accessed by reporting tools, integrations and stored procedures as well as the application itself.</p>
<p>We approach it in stages:</p>
<ul>
<li><strong>Shared database, separate code:</strong> the new component reads and writes the existing tables through a well-defined data-access module. Quick to start, but the coupling remains.</li>
<li><strong>Ownership by module:</strong> each table gets exactly one owning component; others go through its API. We add database views for legacy consumers that still read the tables directly.</li>
<li><strong>Separate storage:</strong> once ownership is clear, the tables can move. Change data capture keeps the old schema updated for consumers that have not migrated yet.</li>
</ul>
<p>Many programmes stop at the second stage, and that is fine. The goal is the ability to change the business quickly, not architectural purity.</p>
<h2>Step 5: upgrade the platform in place</h2>
<p>Alongside extraction, the remaining monolith needs care. Moving from Java 8 to a current long-term-support release, updating the framework and replacing abandoned libraries often yields more value per hour than any new service. Tools such as OpenRewrite automate many of the mechanical changes, from javax to jakarta package names to deprecated API replacements. Each upgrade is a normal release, protected by the characterization tests.</p>
<h3>Containerize before you re-architect</h3>
<p>Packaging the monolith in a container and deploying it through a modern pipeline is frequently the single biggest improvement for the team. Weekend deployments become routine afternoon releases. It does not change a line of business logic, yet it changes how the team works.</p>
<h2>Governance that keeps it moving</h2>
<p>Incremental programmes fail quietly when they lose momentum. We keep them moving with a visible map of capabilities, each marked legacy, in progress or migrated; a fixed share of each sprint, typically thirty to forty percent, reserved for modernization; and a rule that new features affecting a migrated capability are built only in the new code.</p>
<table>
<thead><tr><th scope="col">Approach</th><th scope="col">Time to first value</th><th scope="col">Risk profile</th><th scope="col">Business change during project</th></tr></thead>
<tbody>
<tr><td>Big-bang rewrite</td><td>Often 12–24 months</td><td>Concentrated at cut-over</td><td>Frozen or duplicated</td></tr>
<tr><td>Incremental strangler</td><td>Weeks</td><td>Spread over many small releases</td><td>Continues normally</td></tr>
</tbody>
</table>
<h2>When a rewrite is the right call</h2>
<p>Incremental modernization is not a religion. A rewrite can be justified when the system is small, when the platform itself is unsupportable (for example, an application server with no security patches and no upgrade path), or when the business model has changed so much that the old rules no longer apply. Even then, we release the new system in slices and run old and new side by side, comparing outputs, before switching over.</p>
<p>Legacy systems earned their place by running the business for years. Treat them with respect, learn from what they do, and replace them one piece at a time.</p>`,
  },
  {
    slug: "cold-outreach-at-scale-without-burning-your-domain",
    title: "Cold Outreach at Scale Without Burning Your Domain",
    summary:
      "Mailbox providers tightened their rules for bulk senders, and careless outreach now damages the deliverability of every email a company sends. The technical setup and sending habits that keep outreach out of the spam folder.",
    author: AUTHOR.julian,
    categories: [CATEGORY.outreachAutomation],
    banner_tag: "outreach",
    published_date: "2024-08-13T16:00:00.000Z",
    hero_image_alt_text: "Orange artwork with a paper plane and a dotted flight path",
    hero_image_title: "Cold outreach and domain reputation",
    view_count: 4710,
    like_count: 132,
    rating_sum: 148,
    rating_count: 37,
    comments: [],
    body: `<p>In early 2024, the largest mailbox providers started enforcing stricter requirements for bulk senders: authenticated mail, easy unsubscribes and low spam-complaint rates. Teams that had been sending cold outreach from their main company domain discovered the consequences the hard way, when invoices and password-reset emails began landing in spam alongside their sales sequences.</p>
<p>Outreach automation can still work well. It just needs to be engineered with the same care as any other production system.</p>
<h2>Separate your sending reputations</h2>
<p>Reputation is tracked per domain and per sending IP. Your transactional email (receipts, password resets, notifications) is the most valuable mail you send, so protect it:</p>
<ul>
<li>Send transactional mail from a dedicated subdomain, such as <code>notify.example.com</code>, through a transactional provider.</li>
<li>Send marketing newsletters from another subdomain, to people who opted in.</li>
<li>Send cold outreach from separate, clearly related domains with their own mailboxes, never from the primary domain.</li>
</ul>
<p>Secondary outreach domains should redirect to your main website and carry real, consistent branding. Recipients should never wonder who is writing to them.</p>
<h2>Authentication is table stakes</h2>
<p>Every sending domain needs three DNS records configured correctly:</p>
<ol>
<li><strong>SPF</strong> lists the servers allowed to send for the domain. Keep it under the ten-DNS-lookup limit, which is easy to exceed when several tools are involved.</li>
<li><strong>DKIM</strong> signs each message so receivers can verify it was not altered. Use 2048-bit keys and rotate them periodically.</li>
<li><strong>DMARC</strong> tells receivers what to do when SPF or DKIM fail and where to send reports. Start with a monitoring policy, read the reports, then move to quarantine or reject.</li>
</ol>
<p>We also recommend a one-click unsubscribe header on marketing and outreach mail, and honouring opt-outs within two days at most.</p>
<h2>Warm up, then stay under the radar</h2>
<p>A brand-new mailbox that suddenly sends five hundred messages a day looks exactly like a compromised account. Warm up new mailboxes gradually over four to six weeks, starting with a few dozen messages a day to engaged contacts. Once warm, we keep cold volume per mailbox modest, typically under fifty new contacts a day, and spread sending across business hours rather than in one burst.</p>
<h2>List quality matters more than copy</h2>
<p>Bounces and spam complaints damage reputation faster than anything else. Before a contact enters a sequence:</p>
<ul>
<li>Verify the address with a validation service and drop invalid and risky results.</li>
<li>Remove role addresses such as info@ or support@, which are often monitored by several people and complain readily.</li>
<li>Check against a global suppression list of everyone who has ever unsubscribed or complained, across all your domains.</li>
<li>Make sure the contact matches your ideal customer profile; irrelevant email is what gets reported.</li>
</ul>
<blockquote>The best deliverability tactic is sending fewer emails to people who are actually likely to care.</blockquote>
<h2>Write like a person</h2>
<p>Spam filters increasingly judge engagement: replies, moves out of the spam folder, messages read rather than deleted. Short, plain-text emails with one clear question outperform heavily designed templates. Avoid link shorteners and tracking-heavy links in first touches; a single link to your own domain, or none, works best. Personalise with something specific and true about the recipient's company, not just their first name.</p>
<h2>Monitor like production</h2>
<p>Treat outreach infrastructure like any other system with service levels. We set up dashboards for bounce rate, complaint rate (from postmaster tools where available), reply rate and inbox placement tests, with alerts when bounces exceed two percent or complaints approach the 0.3% ceiling that major providers publish. When a metric moves, pause the affected mailbox first and investigate second.</p>
<h2>Stay on the right side of the law</h2>
<p>In the United States, CAN-SPAM requires accurate headers, a non-deceptive subject, a physical postal address and a working opt-out. Other jurisdictions, such as the EU and Canada, impose stricter consent rules for commercial email. Know where your recipients are, and when in doubt, ask counsel before you scale.</p>
<p>Done carefully, automated outreach is a respectful way to start conversations with businesses that might genuinely benefit from what you offer. Done carelessly, it damages the channel for everyone, starting with yourself.</p>`,
  },
  {
    slug: "pci-dss-scope-reduction-for-fintech-startups",
    title: "PCI DSS Scope Reduction for Fintech Startups",
    summary:
      "The fastest way to pass a PCI DSS assessment is to have less in scope. Tokenization, hosted payment fields and network segmentation, explained for engineering teams building payment products.",
    author: AUTHOR.maya,
    categories: [CATEGORY.fintech, CATEGORY.softwareDevelopment],
    banner_tag: "financial",
    published_date: "2024-09-10T15:00:00.000Z",
    hero_image_alt_text: "Amber artwork with rising bar charts and a coin",
    hero_image_title: "PCI DSS scope reduction",
    view_count: 3655,
    like_count: 118,
    rating_sum: 166,
    rating_count: 36,
    comments: [
      {
        name: "Lena Fischer",
        email: "lena.fischer@example.com",
        content:
          "Good overview. One thing worth adding: even with iframes, the page that hosts them is in scope for the script-integrity requirements in version 4.0. That surprised our team.",
        reply:
          "Absolutely right, Lena, thanks for adding it. We cover the payment-page script requirements in the section on hosted fields, but it deserves its own article.",
        status: "APPROVED",
        created_date: "2024-09-12T12:30:00.000Z",
      },
      {
        name: "Carlos Ibarra",
        email: "carlos.ibarra@example.net",
        content: "Do you help with the SAQ paperwork or only with the engineering side?",
        status: "PENDING",
        created_date: "2024-09-18T15:02:00.000Z",
      },
    ],
    body: `<p>The Payment Card Industry Data Security Standard has more than two hundred and fifty requirements in version 4.0. Reading the whole standard can make a startup founder wonder whether building a payment product is worth it. The good news is that most of those requirements apply only to systems that store, process or transmit cardholder data, or that can affect their security. Shrink that set of systems, and the compliance burden shrinks with it.</p>
<p>Scope reduction is an engineering problem first and a paperwork problem second.</p>
<h2>What "in scope" means</h2>
<p>The cardholder data environment (CDE) includes every system component that handles primary account numbers or sensitive authentication data, plus anything connected to those components or able to affect their security. A logging server that receives card numbers by accident is in scope. So is a jump host that administrators use to reach the database. Scope spreads through connections, which is why it grows silently if nobody watches it.</p>
<h2>Technique 1: never touch the card number</h2>
<p>The most effective technique is to ensure card numbers never reach your servers at all. Modern payment providers offer hosted payment pages or embedded fields rendered in iframes served from the provider's domain. The customer types the card number into the provider's field, the provider returns a token, and your application only ever sees the token.</p>
<p>With a fully hosted page you may qualify for the shortest self-assessment questionnaire. With embedded fields, the page hosting them is still relevant: PCI DSS 4.0 added requirements to inventory and authorise every script on payment pages and to detect unauthorised changes to them. Keep payment pages lean, with no third-party marketing tags.</p>
<h2>Technique 2: tokenize everything you store</h2>
<p>If you need to charge a customer again, store the provider's token, not the card. For products that must hold card data themselves, such as issuing platforms or certain marketplaces, isolate it in a dedicated vault service with its own database, its own network segment and a tiny API: tokenize, detokenize for a specific allowed purpose, and delete. Everything else in the company talks to tokens.</p>
<h2>Technique 3: segment the network</h2>
<p>Segmentation does not remove the requirement to protect the CDE, but it stops the rest of your infrastructure from being pulled in. In cloud environments we use separate accounts or subscriptions for the CDE, with dedicated networks, no peering to general workloads, and tightly controlled, logged access paths. Segmentation must be tested by penetration testing; a firewall rule that nobody has tested does not count.</p>
<h2>Technique 4: keep card data out of the edges</h2>
<p>We regularly find card numbers in places nobody intended:</p>
<ul>
<li>Application logs that print request bodies.</li>
<li>Error-tracking tools that capture form input.</li>
<li>Customer-support tickets where customers paste their card number "to speed things up".</li>
<li>Call recordings in contact centres, when agents take payments by phone.</li>
<li>Analytics scripts that record sessions on checkout pages.</li>
</ul>
<p>Each needs a control: log redaction with pattern detection, scrubbing in error tools, automatic masking in the support desk, pause-and-resume or DTMF masking for call recordings, and no session replay on payment pages.</p>
<blockquote>Every system that sees a card number by accident is a system you must secure on purpose.</blockquote>
<h2>Document the data flows</h2>
<p>Assessors start with a diagram of how cardholder data flows through your systems. Draw it early, keep it in the repository, and update it with every architecture change. A current diagram shortens assessments, and the act of drawing it is often how teams discover the accidental flows listed above.</p>
<h2>A typical result</h2>
<table>
<thead><tr><th scope="col">Design</th><th scope="col">Systems in scope</th><th scope="col">Typical validation</th></tr></thead>
<tbody>
<tr><td>Card numbers posted to own API, stored encrypted</td><td>Most of the platform</td><td>Full assessment, extensive controls</td></tr>
<tr><td>Embedded provider fields, tokens stored</td><td>Payment pages and their delivery</td><td>Shorter self-assessment with script controls</td></tr>
<tr><td>Fully hosted provider page</td><td>Redirect and integration only</td><td>Shortest self-assessment</td></tr>
</tbody>
</table>
<p>Which questionnaire applies depends on your merchant level and your acquirer, so confirm with them. But the engineering principle is constant: design payment flows so that the smallest possible part of your system ever touches a card, and the rest of your product can move at startup speed.</p>`,
  },
  {
    slug: "document-automation-for-law-firms",
    title: "Document Automation for Law Firms: Where the Real Time Savings Are",
    summary:
      "Template-driven drafting can save a firm thousands of hours a year, but only when it is built around how lawyers actually work. Lessons from automating engagement letters, pleadings and closing sets.",
    author: AUTHOR.priya,
    categories: [CATEGORY.legalTech, CATEGORY.digitalTransformation],
    banner_tag: "legal",
    published_date: "2024-10-01T16:20:00.000Z",
    hero_image_alt_text: "Indigo artwork with balanced scales of justice",
    hero_image_title: "Document automation for law firms",
    view_count: 2140,
    like_count: 74,
    rating_sum: 92,
    rating_count: 21,
    comments: [],
    body: `<p>Lawyers draft constantly, and much of that drafting follows patterns: engagement letters, non-disclosure agreements, demand letters, corporate resolutions, the dozens of ancillary documents in a closing set. Document automation promises to turn hours of copy, paste and find-and-replace into minutes. Some firms see exactly that. Others buy a platform, build a few templates and watch usage fade within six months.</p>
<p>After several engagements with small and mid-sized firms, we have a clear view of the difference.</p>
<h2>Start with volume and variance</h2>
<p>The best candidates for automation are documents that are drafted often and vary in predictable ways. We map a firm's documents on two axes: how many are produced per year, and how much each one differs from the last. High volume with structured variance, such as engagement letters that change by practice area, fee arrangement and client type, is where automation pays back within months. Low-volume, bespoke agreements are better served by a good clause library.</p>
<h2>Interview the drafters, not only the partners</h2>
<p>Partners know what a document should say. Associates and paralegals know how it actually gets produced: which precedent they start from, which clauses they always delete, which details they chase by email. Spend time with them. In one engagement, shadowing two paralegals revealed that a third of the drafting time went into collecting party details that already existed in the firm's practice-management system. Pulling that data in automatically saved more time than the template itself.</p>
<h2>Design the questionnaire like a product</h2>
<p>An automated document is only as good as the interview that drives it. The questionnaire is a user interface, and it deserves design attention:</p>
<ul>
<li>Ask questions in the order a lawyer thinks about the matter, not in the order the document is written.</li>
<li>Show only the questions that matter given earlier answers.</li>
<li>Explain legal consequences inline where a choice is significant, for example the effect of choosing a particular governing law.</li>
<li>Pre-fill from existing client and matter data wherever possible.</li>
<li>Let users save progress and return, because drafting is constantly interrupted.</li>
</ul>
<h2>Keep lawyers in control of the output</h2>
<p>Automation should produce a first draft that a lawyer reviews and edits in their usual word processor, not a locked PDF. Generated documents must use the firm's styles, numbering and defined-term conventions so that editing feels natural. We also add a short generation summary listing the choices made, which makes review faster and gives a trail for supervising partners.</p>
<blockquote>The goal is not to remove lawyers from drafting. It is to remove the typing so they can spend their time on judgement.</blockquote>
<h2>Govern the templates</h2>
<p>Templates encode legal positions, so changes to them need the same care as changes to a precedent bank. Assign an owner to each template, version them, require review by a responsible lawyer before publishing, and record which version produced each document. When the law changes, the firm can then find every document generated from an outdated version.</p>
<h2>A realistic first quarter</h2>
<p>For a firm of forty lawyers, a typical first phase automates three to five documents in one practice group, chosen together with the people who draft them most. Two weeks go into interviews and precedent analysis, four to six into building and testing templates with real past matters, and the rest into a pilot with a handful of associates before wider release. Choosing one enthusiastic practice group first matters more than choosing the perfect documents: their results become the internal case study that persuades everyone else.</p>
<h2>Measure what matters</h2>
<p>Track the number of documents generated, average time from start to finished draft, and the edit rate after generation. A high edit rate in a particular section tells you the template is wrong or the questionnaire is missing a question. Firms that review these numbers quarterly keep improving; firms that do not, drift back to copying old documents.</p>
<p>Document automation is rarely a technology problem. It is a design and change-management problem with a technology component, and firms that treat it that way see the time savings they were promised.</p>`,
  },
  {
    slug: "cloud-cost-hygiene-twelve-habits",
    title: "Cloud Cost Hygiene: Twelve Habits That Cut Our Clients' Bills",
    summary:
      "Cloud bills grow quietly: a forgotten environment here, an oversized database there. Twelve habits, from tagging to storage lifecycle rules, that consistently reduce spend without slowing teams down.",
    author: AUTHOR.julian,
    categories: [CATEGORY.devopsCloud, CATEGORY.digitalTransformation],
    banner_tag: "devops",
    published_date: "2024-10-29T15:40:00.000Z",
    hero_image_alt_text: "Dark slate artwork with an orange pipeline loop and scattered shapes",
    hero_image_title: "Cloud cost hygiene",
    view_count: 6985,
    like_count: 305,
    rating_sum: 333,
    rating_count: 71,
    comments: [
      {
        name: "Priscilla Nwosu",
        email: "priscilla.nwosu@example.com",
        content:
          "Habit 4 alone saved us about $3,800 a month. We had NAT gateway data processing charges from a container pulling images over the internet every few minutes.",
        reply:
          "That is one of our favourite findings, Priscilla: a VPC endpoint for the registry is a five-minute change with an immediate payoff.",
        status: "APPROVED",
        created_date: "2024-10-31T17:48:00.000Z",
      },
      {
        name: "Best SEO Deals",
        email: "promo@cheap-seo-links.example",
        content:
          "Great article!!! We sell premium backlinks and followers at the lowest prices on the market, guaranteed first page in 7 days. Contact us today for a special discount!!!",
        status: "REJECTED",
        created_date: "2024-11-02T03:14:00.000Z",
      },
      {
        name: "Kenji Watanabe",
        email: "kenji.watanabe@example.org",
        content:
          "Would be interested in your take on savings plans vs. reserved instances for a company whose workload is still changing every quarter.",
        status: "PENDING",
        created_date: "2024-11-05T10:26:00.000Z",
      },
    ],
    body: `<p>When a client asks us to look at their cloud bill, we rarely find one big mistake. We find dozens of small ones: a staging database sized like production, logs kept forever, load balancers for services that were retired last year. None of them is dramatic, but together they often account for a quarter to a third of the bill.</p>
<p>Cost optimization projects deliver a one-off saving. Cost hygiene, a set of habits built into how a team works, keeps the savings. These are the twelve habits we install most often.</p>
<h2>Visibility</h2>
<h3>1. Tag everything, enforce it automatically</h3>
<p>Every resource gets tags for owner, environment, product and cost centre. Tagging is enforced by policy in infrastructure-as-code and by cloud policies that deny creating untagged resources. Without tags, a cost report is a list of services; with tags, it is a list of decisions someone can own.</p>
<h3>2. Budgets and anomaly alerts per team</h3>
<p>Set budgets per product and environment, with alerts at 80% and 100%, and enable the provider's anomaly detection. The goal is to learn about a runaway cost within a day, not at the end of the month.</p>
<h3>3. A monthly thirty-minute cost review</h3>
<p>Each team looks at its top ten cost lines and the biggest changes from last month. Thirty minutes is enough, and the regularity matters more than the depth.</p>
<h2>Compute</h2>
<h3>4. Watch the network, not just the servers</h3>
<p>Data transfer and NAT gateway processing charges are the most common surprise. Use private endpoints for object storage and container registries, keep chatty services in the same availability zone where resilience allows, and cache aggressively at the edge.</p>
<h3>5. Right-size with data</h3>
<p>Look at CPU and memory utilisation over at least two weeks, including peaks. Instances consistently below 20% utilisation are candidates for a smaller size. Newer instance generations, including ARM-based ones, often deliver better price-performance for the same workload.</p>
<h3>6. Switch off what nobody uses at night</h3>
<p>Development and test environments rarely need to run at 3 a.m. or on Sundays. Scheduled scaling that stops them outside working hours cuts their cost by around two thirds. Preview environments per pull request should be destroyed automatically when the pull request closes.</p>
<h3>7. Commit to your baseline, not your peak</h3>
<p>Savings plans and reserved capacity give substantial discounts for one- or three-year commitments. Commit only to the steady baseline you are confident about, typically sixty to eighty percent of current usage, and leave the rest on demand or on spot capacity for interruptible work.</p>
<h2>Storage and data</h2>
<h3>8. Lifecycle rules on every bucket</h3>
<p>Objects that are rarely read after thirty days should move to infrequent-access tiers, and to archive tiers after ninety. Incomplete multipart uploads should expire automatically. Without rules, object storage only ever grows.</p>
<h3>9. Retention policies for logs and metrics</h3>
<p>Decide how long each kind of log is useful. Debug logs for a week, application logs for a month, audit logs for as long as compliance requires, in cheap storage. Indexing everything in an expensive search cluster forever is a common and costly default.</p>
<h3>10. Delete orphans</h3>
<p>Unattached disks, old snapshots, idle load balancers, unused elastic IP addresses and forgotten database replicas accumulate. A weekly automated report of orphaned resources, sent to the owners from the tags, keeps them from piling up.</p>
<h2>Architecture and culture</h2>
<h3>11. Make cost a design input</h3>
<p>Architecture decision records should include an estimated monthly cost at expected and at ten-times load. Serverless pricing that is cheap at low volume can become expensive at scale, and the reverse is true for always-on clusters. Estimating in advance avoids painful surprises.</p>
<h3>12. Show engineers the bill</h3>
<p>Engineers make most of the decisions that drive cost, yet they rarely see it. Put a per-service cost panel on the same dashboard as latency and error rate. When people can see that a change doubled the cost of a service, they fix it without being asked.</p>
<blockquote>Nobody sets out to waste money in the cloud. Waste happens when the people making decisions cannot see their cost.</blockquote>
<h2>Typical results</h2>
<p>Across recent engagements, applying these habits reduced monthly cloud spend by between 22% and 41%, with most of the savings in the first two months. The remaining value is less visible but more important: costs that stay predictable as the product grows.</p>`,
  },
  {
    slug: "design-systems-for-small-teams-start-with-tokens",
    title: "Design Systems for Small Teams: Start With Tokens, Not Components",
    summary:
      "A full component library is a big investment for a five-person product team. Design tokens give most of the consistency for a fraction of the effort, and they make the component library easier when you do need it.",
    author: AUTHOR.priya,
    categories: [CATEGORY.uxDesign],
    banner_tag: "ui/ux design",
    published_date: "2024-11-19T16:00:00.000Z",
    hero_image_alt_text: "Pink and magenta artwork with layered interface windows",
    hero_image_title: "Design tokens for small teams",
    view_count: 1980,
    like_count: 88,
    rating_sum: 79,
    rating_count: 17,
    comments: [],
    body: `<p>Design systems have a reputation problem among small teams. The famous examples are maintained by dedicated teams at very large companies, with hundreds of documented components, contribution guidelines and release schedules. A startup with one designer and four developers looks at that and concludes that a design system is something for later.</p>
<p>It does not have to be. The most valuable part of a design system is also the smallest: a shared set of design decisions, expressed as tokens.</p>
<h2>What design tokens are</h2>
<p>Design tokens are named values for the basic decisions in an interface: colours, type sizes, spacing, radii, shadows, motion durations. Instead of a developer typing a hex code into a stylesheet, both design and code refer to <code>color.text.muted</code> or <code>space.4</code>. Change the value once, and it changes everywhere.</p>
<h2>Use two layers of tokens</h2>
<p>We structure tokens in two layers:</p>
<ol>
<li><strong>Primitive tokens</strong> describe the raw palette: <code>blue.600</code>, <code>gray.100</code>, <code>size.16</code>. They say nothing about usage.</li>
<li><strong>Semantic tokens</strong> describe purpose: <code>color.action.primary</code>, <code>color.surface.raised</code>, <code>color.text.danger</code>. Components use only these.</li>
</ol>
<p>The semantic layer is where the value lies. When you add a dark theme, or a client wants a rebrand, you remap semantic tokens to different primitives and the components do not change at all.</p>
<blockquote>Name tokens for what they do, not for what they look like. "Primary action" survives a rebrand; "blue" does not.</blockquote>
<h2>Bake accessibility into the tokens</h2>
<p>Tokens are the ideal place to guarantee contrast. When we define a semantic pair such as text on surface, we check it against WCAG thresholds once, and every screen that uses the pair inherits a compliant combination. The same applies to focus-ring colours and minimum target sizes.</p>
<h2>A minimal starter set</h2>
<ul>
<li><strong>Colour:</strong> surface, text, border, action, and four status colours (info, success, warning, danger), each with a subtle and a strong variant.</li>
<li><strong>Typography:</strong> a scale of six to eight sizes with matching line heights, and two or three weights.</li>
<li><strong>Spacing:</strong> a scale based on four or eight pixels.</li>
<li><strong>Shape and depth:</strong> three radii and three elevations.</li>
<li><strong>Motion:</strong> two or three durations and one easing curve, with a reduced-motion alternative.</li>
</ul>
<p>That is roughly sixty tokens, and a designer can define them in a couple of days.</p>
<h2>Keep design and code in sync</h2>
<p>Store tokens as JSON in the repository as the single source of truth, export them to CSS custom properties for the web app, and import them into the design tool through a plugin or sync step. When a token changes, it changes through a pull request that both a designer and a developer review.</p>
<h2>Mistakes to avoid</h2>
<ul>
<li><strong>Too many tokens too soon.</strong> Forty shades of grey in the palette guarantee that two designers pick different ones for the same purpose. Start small and add a token only when a real screen needs it.</li>
<li><strong>Components reaching for primitives.</strong> A button that uses <code>blue.600</code> directly breaks the moment you introduce a theme. Lint for it in code review, and in the design tool, restrict component styles to semantic tokens.</li>
<li><strong>Tokens nobody can find.</strong> A short reference page, generated from the JSON, showing each token with its value and an example of use, saves countless "which grey is the border?" messages.</li>
<li><strong>Spacing by eye.</strong> Inconsistent spacing is the most visible sign of an interface built without a system, and the easiest to fix once a spacing scale exists.</li>
</ul>
<h2>Components come next, one at a time</h2>
<p>With tokens in place, build components only when a pattern has appeared at least three times in real screens. Buttons, form fields and modals usually come first. Because they are built on semantic tokens, they stay consistent with each other without a heavy process, and when the team grows, the foundation for a full design system is already there.</p>`,
  },
];
