import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2025FirstHalf: SeedPost[] = [
  {
    slug: "sip-trunk-failover-plan-that-survives-an-outage",
    title: "Building a SIP Trunk Failover Plan That Survives a Real Outage",
    summary:
      "Most voice failover plans are tested once, on paper. How to design redundant SIP trunking, session border controllers and number routing so that calls keep flowing when a carrier or a region goes down.",
    author: AUTHOR.julian,
    categories: [CATEGORY.telecomVoip, CATEGORY.devopsCloud],
    banner_tag: "voip",
    published_date: "2025-01-14T16:15:00.000Z",
    hero_image_alt_text: "Teal artwork showing a telephone handset with signal waves",
    hero_image_title: "SIP trunk failover planning",
    view_count: 2460,
    like_count: 81,
    rating_sum: 103,
    rating_count: 23,
    comments: [
      {
        name: "Nadia Petrova",
        email: "nadia.petrova@example.com",
        content:
          "The point about OPTIONS pings being too slow by default is so true. Our SBC took almost three minutes to mark a dead trunk as down. Tuning it to 30 seconds changed everything.",
        status: "APPROVED",
        created_date: "2025-01-16T09:31:00.000Z",
      },
    ],
    body: `<p>Voice is the one system where customers notice an outage within seconds. A web page that loads slowly is annoying; a phone number that returns a fast busy tone means lost sales, missed patient calls and, in the worst case, someone unable to reach help. Yet many companies run their telephony on a single SIP trunk, through a single session border controller, with a failover plan that lives in a document nobody has read since it was written.</p>
<p>Here is how we design voice resilience for clients whose phones cannot go quiet.</p>
<h2>Map the failure domains</h2>
<p>Start by listing everything that must work for an inbound call to reach a person:</p>
<ul>
<li>The carrier's network and the specific points of presence your trunk terminates on.</li>
<li>The internet or private circuit between the carrier and your SBC.</li>
<li>The SBC itself, its host and its cloud region or data centre.</li>
<li>The calling platform behind it, such as Teams, a hosted PBX or a contact-centre system.</li>
<li>DNS, certificates and firewall rules that all of the above depend on.</li>
</ul>
<p>Each item is a failure domain. The design goal is that losing any one of them does not stop calls.</p>
<h2>Two carriers, not two trunks</h2>
<p>Two trunks from the same carrier protect against a trunk failure but not against a carrier-wide outage, which happens more often than carriers like to admit. For critical numbers, we use two carriers, with the primary carrier configured to reroute inbound calls to the secondary when it cannot reach you. For numbers that cannot be held by two carriers at once, most carriers support a failover destination: if your SBC does not answer, calls are forwarded to a number on the other carrier or to a mobile.</p>
<h2>Redundant SBCs in separate regions</h2>
<p>Deploy at least two SBCs, in different regions or data centres, each able to carry the full load. Configure carriers to send calls to both, either by DNS SRV records with priorities or by explicit failover lists. Keep the SBC configurations identical through automation; configuration drift between a primary and a standby is one of the most common causes of failed failovers.</p>
<h2>Detect failure quickly</h2>
<p>SBCs and carriers detect dead peers with SIP OPTIONS messages. Default intervals are often long, and it can take minutes before a trunk is marked down, minutes during which calls fail. We tune keep-alive intervals to around thirty seconds with two or three missed responses before failover, and we alert on state changes rather than waiting for users to complain.</p>
<h2>Outbound matters too</h2>
<p>Inbound failover gets the attention, but outbound calls need routes as well. Configure outbound routing with the secondary carrier as an alternate route for every pattern, including emergency numbers. Make sure caller ID presentation works on both carriers; some carriers reject calls with numbers they do not own unless you have a letter of authorisation on file.</p>
<h2>Keep the plan in code and test it</h2>
<ol>
<li><strong>Automate the configuration</strong> of SBCs, routing and DNS so that the standby is always a faithful copy.</li>
<li><strong>Write a runbook</strong> that covers how to detect each failure, what fails over automatically and what needs a human.</li>
<li><strong>Drill quarterly</strong>: shut down the primary SBC during a quiet period, place test calls in both directions, measure time to recovery and restore.</li>
<li><strong>Record the results</strong> and fix anything that surprised you before the next drill.</li>
</ol>
<blockquote>A failover you have not tested is a hypothesis. The first real outage will test it for you, at the worst possible moment.</blockquote>
<h2>Do not forget the humans</h2>
<p>Even with perfect technical failover, people need to know what to do: how to forward the main number to mobiles from a carrier portal, who is allowed to do it, and how customers are told if service is degraded. A one-page emergency card, stored somewhere that does not depend on the phone system, is cheap insurance.</p>`,
  },
  {
    slug: "contract-testing-between-frontend-and-backend-teams",
    title: "Contract Testing Between Frontend and Backend Teams",
    summary:
      "When two teams share an API, end-to-end tests alone catch breaking changes too late. Consumer-driven contracts and shared schemas catch them at pull-request time, with much less infrastructure.",
    author: AUTHOR.maya,
    categories: [CATEGORY.qualityAssurance, CATEGORY.softwareDevelopment],
    banner_tag: "quality assurance",
    published_date: "2025-02-04T15:30:00.000Z",
    hero_image_alt_text: "Green artwork with a checklist showing two ticked items",
    hero_image_title: "Contract testing between teams",
    view_count: 1745,
    like_count: 63,
    rating_sum: 74,
    rating_count: 16,
    comments: [],
    body: `<p>The classic failure goes like this. The backend team renames a field from <code>publishedAt</code> to <code>published_date</code> to match the rest of the API. Their tests pass, because they updated them. The frontend team's tests pass too, because they mock the API. The change reaches staging, and the blog page shows "Invalid Date" on every card. Nobody broke the rules, and yet the product is broken.</p>
<p>End-to-end tests would catch this, eventually, but they are slow and usually run after merging. Contract testing catches it at pull-request time.</p>
<h2>What a contract is</h2>
<p>A contract is an explicit, machine-checkable description of what a consumer expects from a provider: which requests it sends and which parts of the responses it relies on. It is narrower than a full API specification, and that is the point. The provider can change anything the consumer does not use.</p>
<h2>Two approaches that work</h2>
<h3>Consumer-driven contracts</h3>
<p>With a tool such as Pact, the consumer's tests record interactions against a mock provider, producing a contract file. The provider's pipeline then replays those interactions against the real provider and fails if any expectation is not met. A broker stores contracts and tells each side whether a given version is safe to deploy alongside the other.</p>
<p>This approach suits organisations with several independent teams and many consumers per API, because each consumer states exactly what it needs.</p>
<h3>Shared schemas in a monorepo</h3>
<p>When the frontend and backend live in the same repository and are written in the same language, there is a simpler option. Define request and response schemas once, in a shared package, and use them on both sides: the API validates its output against the schema in tests, and the front end parses responses with the same schema and derives its types from it. A breaking rename becomes a type error in the front end, in the same pull request that made it.</p>
<p>We use this approach on most of our TypeScript projects, with zod schemas in a shared contract package. It needs no broker and no extra pipeline, and it keeps validation messages identical on both sides.</p>
<h2>What to put in the contract</h2>
<ul>
<li>Field names, types and nullability for everything the consumer reads.</li>
<li>Status codes for success and for each error the consumer handles differently.</li>
<li>The shape of error bodies, so user-facing messages do not silently disappear.</li>
<li>Pagination conventions: whether pages start at zero or one is a classic source of off-by-one bugs.</li>
</ul>
<p>Leave out things the consumer does not depend on, such as exact wording of server logs or fields it ignores. Over-specified contracts turn every harmless change into a failing build, and teams soon stop trusting them.</p>
<blockquote>A contract should be as strict as the consumer's code, and no stricter.</blockquote>
<h2>Introducing contracts to an existing project</h2>
<p>You do not need to cover every endpoint on day one. We start with the interactions that break most often or matter most, usually authentication, the main list and detail screens, and any form submission with validation errors the front end displays. For each one:</p>
<ol>
<li>Write down what the consumer actually reads, by searching the front-end code for the fields it uses.</li>
<li>Express that as a contract or a shared schema, and make the provider's tests check it.</li>
<li>Make the consumer parse responses with it, so a mismatch fails loudly in development instead of rendering "undefined".</li>
<li>Add the check to the pull-request pipeline of both sides.</li>
</ol>
<p>Within a few weeks, the most fragile seams are protected, and the habit of updating the contract alongside the code has usually taken hold.</p>
<h2>Contracts do not replace other tests</h2>
<p>Contract tests verify that two sides agree on the shape of their conversation. They do not verify that the provider's answers are correct, that the database query is fast or that the user journey works. Keep API tests on the provider for behaviour and a small set of end-to-end tests for critical journeys. Contracts fill the gap between them, where teams meet.</p>`,
  },
  {
    slug: "fhir-integration-lessons-from-three-ehr-projects",
    title: "FHIR Integration Without Tears: Lessons From Three EHR Projects",
    summary:
      "FHIR made healthcare interoperability far more approachable, but every EHR implements it a little differently. Practical lessons on authorization, resource mapping, rate limits and testing from three integration projects.",
    author: AUTHOR.maya,
    categories: [CATEGORY.healthcareTech],
    banner_tag: "healthcare",
    published_date: "2025-02-25T16:45:00.000Z",
    hero_image_alt_text: "Cyan artwork with a medical cross and heartbeat line",
    hero_image_title: "Lessons from FHIR integrations",
    view_count: 3315,
    like_count: 142,
    rating_sum: 171,
    rating_count: 36,
    comments: [
      {
        name: "Samuel Adeyemi",
        email: "samuel.adeyemi@example.org",
        content:
          "The tip about storing the raw resource alongside your mapped model saved us during an audit. We could show exactly what the EHR had sent us on a given day.",
        reply:
          "It keeps paying off, Samuel: it also makes remapping painless when you discover a field you should have been reading all along.",
        status: "APPROVED",
        created_date: "2025-02-27T14:10:00.000Z",
      },
      {
        name: "Beatriz Costa",
        email: "beatriz.costa@example.com",
        content:
          "How did you handle patient matching when the EHR had duplicate records for the same person?",
        status: "PENDING",
        created_date: "2025-03-04T18:40:00.000Z",
      },
    ],
    body: `<p>Fast Healthcare Interoperability Resources, better known as FHIR, changed what it means to integrate with an electronic health record. Instead of HL7 v2 messages over interface engines, you get RESTful APIs, JSON and OAuth 2.0. US regulations on information blocking and certified API access pushed major EHR vendors to expose standardised FHIR endpoints, and a generation of healthcare startups was built on them.</p>
<p>FHIR is a huge improvement. It is also a standard with a lot of optionality, implemented by vendors with different priorities. Here is what we learned integrating with three different EHR platforms for a care-coordination product.</p>
<h2>Lesson 1: authorization is its own project</h2>
<p>SMART on FHIR defines how apps obtain access through OAuth 2.0, either launched from within the EHR by a clinician or standalone by a patient. Backend services use a separate flow with signed JWT client assertions. Each EHR supports these flows with its own registration process, scopes and review timelines.</p>
<p>Budget weeks, not days, for app registration and approval in each EHR's developer programme. Start that process in the first sprint, in parallel with development.</p>
<h2>Lesson 2: read the capability statement, then test anyway</h2>
<p>Every FHIR server publishes a capability statement describing which resources, interactions and search parameters it supports. It is the right place to start, but it is not always complete or accurate. We found search parameters listed as supported that returned errors, and others that worked but were not listed. Build a small test harness that exercises every query your product depends on against each vendor's sandbox, and run it regularly; sandboxes change.</p>
<h2>Lesson 3: profiles matter more than the base spec</h2>
<p>Base FHIR resources are deliberately flexible. US Core profiles narrow them down: which fields must be present, which code systems to use. Design your internal model against US Core rather than base FHIR, and treat anything beyond it as optional per vendor. For example, an Observation's code may arrive as LOINC from one vendor and as a local code with a LOINC translation from another.</p>
<h2>Lesson 4: keep the raw resource</h2>
<p>We map incoming FHIR resources into our own domain model, because the product should not be shaped by FHIR's structure. But we also store the original resource, unmodified, with the time it was retrieved. That decision paid off three times: when we discovered a field we should have mapped, when a clinician disputed what the system had shown, and during a customer's security review.</p>
<h2>Lesson 5: plan for rate limits and bulk data</h2>
<p>Fetching a full patient history resource by resource can mean hundreds of requests per patient, and EHR APIs enforce rate limits. For population-level use cases, the FHIR Bulk Data Access specification lets you request an export of many patients' data as newline-delimited JSON files. For per-patient use cases, combine searches with <code>_include</code> and <code>_revinclude</code> where supported, cache reference data such as practitioners and locations, and back off politely on HTTP 429 responses.</p>
<h2>Lesson 6: identity matching is a product decision</h2>
<p>When data arrives from several sources, the same person may appear with slightly different names, addresses or identifiers. Automatic matching rules must be conservative: merging two different patients is far more dangerous than failing to merge one. We match automatically only on strong identifiers within the same source, and route uncertain matches to a human review queue with a clear side-by-side view.</p>
<blockquote>In healthcare integration, a wrong answer shown confidently is worse than no answer. Design the product to admit uncertainty.</blockquote>
<h2>Lesson 7: write-back is different</h2>
<p>Reading from an EHR is one thing; writing to it is another. Many organisations are cautious about external apps writing clinical data, and some resources are read-only in vendor APIs. Where write-back is needed, we started with low-risk resources such as documents and scheduled tasks, agreed clinical review workflows with the customer, and logged every write with its source.</p>
<h2>A checklist for your first FHIR project</h2>
<ol>
<li>Start app registration with each EHR vendor in week one.</li>
<li>Design your model against US Core profiles and keep raw resources.</li>
<li>Automate a conformance harness against each vendor sandbox.</li>
<li>Handle pagination, rate limits and partial failures from the start.</li>
<li>Define patient matching rules with clinical stakeholders.</li>
<li>Log every access to patient data for audit purposes.</li>
</ol>
<p>FHIR will not make healthcare integration trivial, but with the right expectations it makes it predictable, which is almost as good.</p>`,
  },
  {
    slug: "technical-debt-a-framework-for-executives",
    title: "The Real Cost of Technical Debt: A Framework for Executives",
    summary:
      "Technical debt is invisible on a balance sheet until it shows up as missed deadlines and outages. A simple way for non-technical leaders to see it, measure it and decide how much to pay down.",
    author: AUTHOR.priya,
    categories: [CATEGORY.digitalTransformation],
    banner_tag: "digital transformation",
    published_date: "2025-03-18T16:00:00.000Z",
    hero_image_alt_text: "Purple artwork with two circular arrows forming a cycle",
    hero_image_title: "Technical debt for executives",
    view_count: 2290,
    like_count: 96,
    rating_sum: 101,
    rating_count: 24,
    comments: [],
    body: `<p>Executives hear about technical debt in two ways. Either engineers ask for a quarter to "clean things up" with no visible business outcome, or the debt is never mentioned at all until a critical project is late and the explanation is that the system is "hard to change". Neither gives a leader what they need to make a decision.</p>
<p>The metaphor of debt is useful precisely because executives understand debt. It has a principal, it charges interest, and taking it on can be a smart decision. The trouble is that nobody shows them the statement.</p>
<h2>Principal and interest</h2>
<p>The <strong>principal</strong> is the work needed to fix a shortcut: replacing an outdated library, untangling a module, adding tests to an untested area. The <strong>interest</strong> is the ongoing cost of not fixing it: every feature in that area takes longer, breaks more often and needs more manual testing.</p>
<p>Debt with high interest and low principal should be paid down immediately. Debt with low interest, in an area of the system that rarely changes, can often be left alone indefinitely, no matter how ugly the code looks. This single distinction resolves most arguments between engineering and the business.</p>
<h2>Making interest visible</h2>
<p>Interest shows up in numbers executives already track, if you know where to look:</p>
<ul>
<li><strong>Lead time:</strong> how long a typical change takes from idea to production, broken down by area of the system.</li>
<li><strong>Change failure rate:</strong> the percentage of releases that cause an incident or need a hotfix.</li>
<li><strong>Unplanned work:</strong> the share of each sprint spent on bugs, incidents and support instead of planned features.</li>
<li><strong>Onboarding time:</strong> how long a new engineer takes to ship their first meaningful change.</li>
</ul>
<p>When one part of the system has twice the lead time and three times the failure rate of the rest, you have found where the interest is being charged.</p>
<h2>A one-page debt register</h2>
<p>We help clients keep a short register, reviewed quarterly by engineering and business leadership together. Each entry has:</p>
<ol>
<li>A plain-language description: "Invoice generation uses a reporting library that is no longer maintained."</li>
<li>The business impact: "Every change to invoice layouts takes two weeks and has caused two billing incidents this year."</li>
<li>The estimated principal: "Four weeks for two engineers."</li>
<li>The trigger that would make it urgent: "A security vulnerability in the library, or the planned multi-currency project."</li>
</ol>
<p>Ten to fifteen entries is plenty. The register turns a vague complaint into a portfolio of investment decisions.</p>
<blockquote>You do not need to understand the code to manage technical debt. You need to see what it costs and decide what to pay off.</blockquote>
<p>A register entry written this way fits in a table that a board member can read in a minute:</p>
<table>
<thead><tr><th scope="col">Debt</th><th scope="col">Interest today</th><th scope="col">Principal</th><th scope="col">Decision</th></tr></thead>
<tbody>
<tr><td>Unmaintained reporting library in invoicing</td><td>Two-week lead time, two incidents this year</td><td>4 engineer-weeks</td><td>Pay down before multi-currency project</td></tr>
<tr><td>No automated tests for pricing rules</td><td>Manual regression pass of 3 days per release</td><td>3 engineer-weeks</td><td>Pay down this quarter</td></tr>
<tr><td>Old admin screens built with a retired framework</td><td>Rarely changed, used by 4 staff</td><td>8 engineer-weeks</td><td>Leave; revisit if changes are requested</td></tr>
</tbody>
</table>
<h2>How much to pay down</h2>
<p>There is no universal figure, but most healthy teams we work with spend fifteen to twenty-five percent of their capacity on reducing debt and improving their tools, continuously rather than in occasional "clean-up quarters". Tie paydown to upcoming business priorities: before a major project in a given area, pay down the debt in that area first. The project will be faster, and the investment has an obvious return.</p>
<h2>Questions executives should ask</h2>
<ul>
<li>Which parts of our system are slowest and riskiest to change, and why?</li>
<li>Which debt items would block our plans for the next twelve months?</li>
<li>Are we taking on new debt deliberately, with a plan to repay it, or by accident?</li>
<li>What would we measure to know that paydown worked?</li>
</ul>
<p>Asked regularly, these questions turn technical debt from an engineering grievance into a managed business risk.</p>`,
  },
  {
    slug: "reconciliation-engines-designing-ledgers-that-balance",
    title: "Reconciliation Engines: Designing Ledgers That Balance",
    summary:
      "Money software lives or dies by its ledger. Double-entry modelling, idempotent postings and automated reconciliation against bank and processor files, explained with the patterns we use in payment products.",
    author: AUTHOR.maya,
    categories: [CATEGORY.fintech],
    banner_tag: "financial",
    published_date: "2025-04-08T15:10:00.000Z",
    hero_image_alt_text: "Warm amber artwork with bar charts and a gold coin",
    hero_image_title: "Designing ledgers that balance",
    view_count: 2730,
    like_count: 109,
    rating_sum: 136,
    rating_count: 29,
    comments: [],
    body: `<p>Every payments product eventually has the same uncomfortable meeting. Finance has exported the processor's settlement report, engineering has queried the database, and the totals differ by a few thousand dollars. Somebody spends the next week matching rows in a spreadsheet. The root cause is rarely a single bug; it is a data model that was never designed to be reconciled.</p>
<p>A well-designed ledger makes that meeting short.</p>
<h2>Model money with double entry</h2>
<p>Double-entry bookkeeping has survived five centuries because it works. Every movement of money is recorded as a transaction with at least two entries, debits and credits, that sum to zero. Money never appears or disappears; it moves between accounts.</p>
<pre><code>transaction  2025-04-08  "Card payment for order 1042"
  debit   processor_receivable     100.00 USD
  credit  customer_payable          97.10 USD
  credit  revenue_fees               2.90 USD</code></pre>
<p>In software, that means an <code>accounts</code> table, a <code>transactions</code> table and an <code>entries</code> table, with a database constraint or a checked invariant that entries in each transaction sum to zero per currency. Balances are derived from entries, optionally cached, never edited directly.</p>
<h2>Rules that prevent most incidents</h2>
<ul>
<li><strong>Integers in minor units.</strong> Store cents, not floating-point dollars, and store the currency with every amount.</li>
<li><strong>Append only.</strong> Never update or delete an entry. Corrections are new transactions that reverse or adjust earlier ones, so history is preserved.</li>
<li><strong>Idempotency keys.</strong> Every posting carries a key derived from its source event, such as a processor's charge id. Posting the same event twice must be a no-op, because webhooks and retries will deliver duplicates.</li>
<li><strong>Two timestamps.</strong> Record when the event happened in the real world and when it was recorded. Reports by effective date and audits by recorded date need both.</li>
</ul>
<h2>Reconciliation as a pipeline</h2>
<p>Reconciliation compares what your ledger believes with what an external party reports: the payment processor's settlement files, the bank statement, the card network's reports. We build it as an automated pipeline with four stages:</p>
<ol>
<li><strong>Ingest</strong> external files or API data into staging tables, unchanged, with the file's identity recorded.</li>
<li><strong>Normalise</strong> into a common shape: amount, currency, date, external reference, type.</li>
<li><strong>Match</strong> external records to ledger entries, first by exact reference, then by rules (amount and date windows), then leaving the rest unmatched.</li>
<li><strong>Report and resolve</strong> breaks: unmatched items go to an exceptions queue with enough context for finance to act, and each resolution is itself recorded.</li>
</ol>
<h3>Matching rules deserve tests</h3>
<p>Matching rules encode business knowledge: processors batch payouts, subtract fees, split refunds, and settle in different time zones. Each rule should have test cases built from anonymised real examples, and each new kind of break should become a test before its rule is changed.</p>
<blockquote>A reconciliation break is not a nuisance to be cleared. It is a signal that either your ledger or your understanding of the outside world is wrong.</blockquote>
<h2>Design for auditors from day one</h2>
<p>Auditors and finance teams need to trace any balance back to its entries, and any entry back to its source event. Keep a reference from each transaction to the event that caused it, and keep source events, such as webhooks and files, stored and immutable. When an auditor asks why a customer's balance was a certain amount on a certain day, the answer should be a query, not an investigation.</p>
<h2>When to build versus buy</h2>
<p>Ledger-as-a-service products have matured, and for many startups they are a sensible choice. Building your own makes sense when the ledger is the core of your product, when you need unusual account structures, or when regulators expect you to own the records. Either way, the principles above apply: double entry, immutability, idempotency and automated reconciliation are what make money software trustworthy.</p>`,
  },
  {
    slug: "why-we-write-architecture-decision-records",
    title: "Why We Write Architecture Decision Records",
    summary:
      "A short note on the one-page documents that record why a system looks the way it does, and why they save our clients time long after we hand over a project.",
    author: AUTHOR.maya,
    categories: [CATEGORY.softwareDevelopment],
    banner_tag: null,
    published_date: "2025-04-29T15:00:00.000Z",
    hero_image_alt_text: "Blue artwork with code brackets on layered shapes",
    hero_image_title: "Architecture decision records",
    view_count: 1240,
    like_count: 58,
    rating_sum: 0,
    rating_count: 0,
    comments: [],
    body: `<p>Six months after a project launches, someone always asks why. Why PostgreSQL and not a document database? Why is this a background job and not an API call? Why are we on this hosting platform? If the person who made the decision has moved on, the team either guesses or re-litigates it from scratch.</p>
<h2>A page per decision</h2>
<p>An architecture decision record, or ADR, is a short document kept in the repository. We use a simple structure:</p>
<ul>
<li><strong>Context:</strong> the situation and the forces at play, including constraints such as budget, team skills and deadlines.</li>
<li><strong>Decision:</strong> what we chose, in one or two sentences.</li>
<li><strong>Alternatives:</strong> what else we considered and why we did not choose it.</li>
<li><strong>Consequences:</strong> what becomes easier, what becomes harder, and what would make us revisit the decision.</li>
</ul>
<p>Most of ours are under a page. They are numbered, never deleted, and superseded by newer records when a decision changes.</p>
<h2>Why it is worth the twenty minutes</h2>
<p>The value is not in the writing but in the reading, months later. New team members understand the system faster. Clients who take over a codebase from us can see which choices were deliberate and which were expedient. And the "revisit when" line turns future debates into a quick check: has that condition happened yet?</p>
<blockquote>Code tells you what the system does. Decision records tell you why, and the why is what you need before changing it.</blockquote>
<p>We write an ADR whenever a decision would be expensive to reverse: data stores, hosting, authentication, major libraries, integration patterns. Small choices stay in pull-request descriptions. It is one of the cheapest habits we know, and one of the few that still pays off years after a project ends.</p>`,
  },
  {
    slug: "usability-testing-five-users-one-afternoon",
    title: "Usability Testing on a Shoestring: Five Users, One Afternoon",
    summary:
      "You do not need a lab or a research budget to find the biggest problems in your product. A lightweight usability testing routine any product team can run in an afternoon, with a script you can adapt.",
    author: AUTHOR.priya,
    categories: [CATEGORY.uxDesign, CATEGORY.qualityAssurance],
    banner_tag: "ui/ux design",
    published_date: "2025-05-20T16:30:00.000Z",
    hero_image_alt_text: "Rose-coloured artwork with overlapping windows and a pointer",
    hero_image_title: "Usability testing in one afternoon",
    view_count: 2615,
    like_count: 134,
    rating_sum: 122,
    rating_count: 26,
    comments: [
      {
        name: "Hannah Okoro",
        email: "hannah.okoro@example.com",
        content:
          "We ran this format last Friday with our booking flow. Four of five participants missed the 'change date' link. Humbling and incredibly useful.",
        reply:
          "That is exactly the kind of finding this format is great at, Hannah. Thank you for trying it and sharing the result.",
        status: "APPROVED",
        created_date: "2025-05-22T13:25:00.000Z",
      },
      {
        name: "Rafael Moreno",
        email: "rafael.moreno@example.net",
        content: "Do you pay participants? If so, how much is typical for a 30-minute session?",
        reply:
          "We do, Rafael. For general consumer audiences a gift card in the range of $50 to $75 for thirty minutes is common; professionals such as clinicians or lawyers need considerably more.",
        status: "APPROVED",
        created_date: "2025-05-24T08:50:00.000Z",
      },
    ],
    body: `<p>Most product teams know they should test with users. Most do not, or not often, because it sounds expensive: recruiting agencies, research labs, reports that arrive after the sprint has ended. The result is products designed on assumptions that one afternoon of watching real people would have corrected.</p>
<p>Usability testing can be small and still be valuable. Jakob Nielsen's well-known observation is that a handful of users uncovers most of the usability problems in a design, with diminishing returns after five. Five sessions of thirty minutes fit in an afternoon.</p>
<h2>Before the afternoon</h2>
<h3>Pick two or three tasks</h3>
<p>Choose tasks that represent what your product is for: "Book a follow-up appointment for next Tuesday", "Find last month's invoice and download it". Write them as goals, without the words used in your interface. If the button says "Schedule", do not ask people to schedule.</p>
<h3>Recruit five people who resemble your users</h3>
<p>Existing customers, people from a waiting list, or contacts from your network who fit the profile. Avoid colleagues and friends who know the product. Offer a thank-you gift and schedule sessions with fifteen-minute gaps.</p>
<h3>Prepare the prototype or build</h3>
<p>A clickable prototype works for flows; a staging build is better for anything involving forms or real data. Reset it between sessions so every participant starts in the same state.</p>
<h3>Write the script once, reuse it</h3>
<p>A one-page script keeps sessions consistent, which matters when you compare what five different people did. Ours contains the introduction in full sentences, the warm-up questions, each task written exactly as it will be read aloud, and a few neutral prompts for when participants go quiet: "What are you looking for?", "What do you expect to happen?", "Is that what you expected?" Reading from a script feels awkward the first time and saves you from accidentally leading participants towards the answer.</p>
<h2>During each session</h2>
<ol>
<li><strong>Introduce</strong> (3 minutes): explain that you are testing the product, not them, and that there are no wrong answers. Ask permission to record.</li>
<li><strong>Warm up</strong> (3 minutes): a couple of questions about how they handle this task today.</li>
<li><strong>Tasks</strong> (20 minutes): give one task at a time, ask them to think aloud, and then stay quiet. When they ask "Should I click here?", reply "What would you do if I were not here?"</li>
<li><strong>Wrap up</strong> (4 minutes): ask what was easiest, what was hardest, and anything they expected but did not find.</li>
</ol>
<blockquote>The hardest part of moderating is saying nothing while someone struggles. Their struggle is the data.</blockquote>
<h2>Invite the team to watch</h2>
<p>Stream sessions to a room or a call where developers, product owners and stakeholders can observe, with cameras and microphones off. Ask each observer to write one observation per sticky note, as facts rather than opinions: "Did not see the date picker" rather than "Date picker is bad". Watching someone fail at a task you built is more persuasive than any report.</p>
<h2>After the last session</h2>
<p>Spend forty-five minutes with the observers grouping notes into problems, then rate each problem by how many participants hit it and how badly it blocked them. Pick the top three to fix in the next sprint. Then test again in a few weeks: small, frequent rounds beat occasional large studies.</p>
<h2>What this format is not</h2>
<p>Five users will not tell you whether people want your product, which pricing works, or how behaviour differs across segments. Those questions need other methods. But for finding where people get stuck, confused or lost, one afternoon a month is one of the best investments a product team can make.</p>`,
  },
];
