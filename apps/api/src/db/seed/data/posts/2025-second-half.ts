import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2025SecondHalf: SeedPost[] = [
  {
    slug: "lead-enrichment-pipelines-from-csv-to-qualified-pipeline",
    title: "Lead Enrichment Pipelines: Turning a CSV Into a Qualified Pipeline",
    summary:
      "Sales teams buy lists, scrape directories and export event attendees, then wonder why outreach converts poorly. How we engineer enrichment, deduplication and scoring so that only well-matched, verified contacts reach a sequence.",
    author: AUTHOR.julian,
    categories: [CATEGORY.outreachAutomation, CATEGORY.softwareDevelopment],
    banner_tag: "outreach",
    published_date: "2025-06-10T15:50:00.000Z",
    hero_image_alt_text: "Burnt orange artwork with a paper plane over geometric shapes",
    hero_image_title: "Lead enrichment pipelines",
    view_count: 1890,
    like_count: 57,
    rating_sum: 64,
    rating_count: 15,
    comments: [],
    body: `<p>Every outreach programme starts with a list. It might be a purchased data set, attendees from a trade show, a directory export or a spreadsheet the founder has been building for years. Whatever the source, raw lists have the same problems: duplicates, stale job titles, invalid addresses, companies that do not fit, and missing fields that decide whether a contact is worth approaching at all.</p>
<p>Feeding a raw list straight into a sequencing tool is how teams burn their domains and their reputation. A lead enrichment pipeline sits in between and turns raw records into a smaller set of contacts worth talking to.</p>
<h2>The shape of the pipeline</h2>
<p>We build enrichment as a sequence of idempotent stages, each reading from one table and writing to the next, so that any stage can be rerun without side effects:</p>
<ol>
<li><strong>Ingest:</strong> load the source file as-is into a staging table, recording the source, the file name and the import time.</li>
<li><strong>Normalise:</strong> trim whitespace, standardise capitalisation, parse names, normalise phone numbers to E.164 and company domains to their registrable form.</li>
<li><strong>Deduplicate:</strong> merge records for the same person and link people to a single company record.</li>
<li><strong>Enrich:</strong> add firmographic data (industry, size, location, technologies used) and role data from enrichment providers.</li>
<li><strong>Verify:</strong> check email deliverability and phone validity.</li>
<li><strong>Score:</strong> apply the ideal customer profile and route contacts to the right sequence, to a human for review, or out of the funnel.</li>
</ol>
<h2>Deduplication is harder than it looks</h2>
<p>Exact email matches catch the easy duplicates. The hard ones are the same person with a personal and a work address, a company that appears as "Acme Corp", "ACME Corporation" and "acme.com", or someone who changed jobs and appears twice with different employers. We match companies primarily on normalised domain, and people on a combination of normalised name and company domain, with a confidence score. Low-confidence matches are flagged, not merged, because merging two different people is much worse than leaving a duplicate.</p>
<h2>Enrichment providers: cascade and cache</h2>
<p>No single data provider has complete coverage. We query providers in a cascade, starting with the cheapest or most accurate for a given field and falling back to others only when data is missing. Results are cached with a retrieval date, so the same company is not paid for twice in a month, and stale data can be refreshed on a schedule. Each enriched field keeps its provenance, which matters when a salesperson asks where a job title came from.</p>
<h2>Verification before anything is sent</h2>
<p>Email verification services check syntax, domain records and mailbox existence where possible, classifying addresses as valid, invalid, risky or unknown. Only valid addresses go to automated sequences. Catch-all domains, which accept any address, are scored lower and limited in volume. Every contact is also checked against a global suppression list of unsubscribes, complaints and existing customers, across every tool the company uses.</p>
<blockquote>Every invalid address you do not send to is a bounce that never damages your reputation.</blockquote>
<h2>Scoring against a real ideal customer profile</h2>
<p>Scoring turns enrichment into decisions. We write the ideal customer profile as explicit, testable rules rather than a vague description:</p>
<table>
<thead><tr><th scope="col">Signal</th><th scope="col">Rule</th><th scope="col">Weight</th></tr></thead>
<tbody>
<tr><td>Industry</td><td>Healthcare providers, legal services, credit unions</td><td>30</td></tr>
<tr><td>Company size</td><td>50 to 1,000 employees</td><td>20</td></tr>
<tr><td>Role</td><td>Operations, IT or practice leadership</td><td>25</td></tr>
<tr><td>Location</td><td>United States, Pacific and Mountain time zones first</td><td>10</td></tr>
<tr><td>Technology</td><td>Uses a system we integrate with</td><td>15</td></tr>
</tbody>
</table>
<p>Contacts above a threshold enter a sequence automatically; those in a middle band go to a human for review; the rest are stored but not contacted. The rules live in code with tests, and sales leadership reviews conversion by score band each quarter to tune the weights.</p>
<h2>Respect for the people on the list</h2>
<p>Enrichment involves personal data, and privacy laws apply to business contacts too. Document the lawful basis and sources for your data, honour deletion and opt-out requests across the whole pipeline, and keep only the fields you use. A pipeline that can answer "where did you get my details?" in one query is a pipeline you can defend.</p>
<h2>What good looks like</h2>
<p>In a recent engagement, a list of 48,000 raw records became 11,300 unique, verified contacts, of which 3,900 matched the profile well enough for automated outreach. The client sent a third of the volume they had planned and booked more meetings than in the previous two quarters combined, with bounce rates under one percent.</p>`,
  },
  {
    slug: "client-intake-portals-for-law-firms",
    title: "Client Intake Portals for Law Firms: Security, Conflicts and a Better First Impression",
    summary:
      "Intake is a prospective client's first experience of a firm and a major source of risk. How to design an online intake portal that collects the right information, supports conflict checks and keeps privileged data secure.",
    author: AUTHOR.priya,
    categories: [CATEGORY.legalTech, CATEGORY.softwareDevelopment],
    banner_tag: "legal",
    published_date: "2025-07-01T16:00:00.000Z",
    hero_image_alt_text: "Indigo artwork with scales and soft geometric shapes",
    hero_image_title: "Client intake portals for law firms",
    view_count: 1565,
    like_count: 49,
    rating_sum: 71,
    rating_count: 16,
    comments: [],
    body: `<p>For many people, contacting a lawyer happens at one of the worst moments of their lives: a dispute, an injury, a divorce, a business in trouble. The intake process is their first experience of the firm. Too often it is a generic web form, followed by a phone call that asks the same questions again, followed by a PDF to print, sign and scan.</p>
<p>For the firm, intake is also a risk point. It must identify conflicts of interest before confidential information is received, collect enough to evaluate the matter, and protect everything it collects. A well-designed intake portal improves both sides of that equation.</p>
<h2>Stage the information you collect</h2>
<p>The most important design decision is what to ask, and when. Professional conduct rules restrict what a firm can do if it receives significant confidential information from a prospective client it cannot represent. We therefore design intake in stages:</p>
<ol>
<li><strong>Conflict information first:</strong> the prospective client's name, related parties, opposing parties and a short, non-detailed description of the matter type. Nothing more.</li>
<li><strong>Conflict check:</strong> run automatically against the firm's matter database, with potential hits routed to the conflicts team.</li>
<li><strong>Matter details:</strong> only after the check clears, invite the prospective client to provide the full story, documents and timelines.</li>
</ol>
<p>The portal should say clearly, at the first stage, that submitting information does not create an attorney-client relationship and that they should not share details yet. Your firm's counsel should review that wording.</p>
<h2>Make conflict checking accurate</h2>
<p>Automated conflict checks are only as good as their matching. Names are messy: "Robert", "Bob" and "Rob"; companies with and without suffixes; transliterated names with several spellings. We use normalised and phonetic matching, search related parties and former names, and present results to the conflicts team ranked by similarity with the reasons for each match. The system suggests; a person decides.</p>
<h2>Design for stressed users</h2>
<ul>
<li>Use plain language, not legal terms, and explain why each question is asked.</li>
<li>Keep forms short per page, with progress indicators and the ability to save and return.</li>
<li>Make the portal work well on phones; many people contact a lawyer from a phone, often late at night.</li>
<li>Offer an alternative channel, such as a phone number, on every page for those who cannot or will not use a form.</li>
<li>Meet accessibility standards; intake is a public service of the firm.</li>
</ul>
<blockquote>An intake portal should feel like the first conversation with a calm, competent professional, not like filing a form with a government office.</blockquote>
<h2>Secure document exchange</h2>
<p>Once a matter proceeds, clients need to send documents. Email attachments are the default and the weakest option. A portal with encrypted storage, per-matter access control, malware scanning of uploads and short-lived download links is far better. Multi-factor authentication for clients, with sensible recovery options, protects accounts that will hold privileged communication.</p>
<h2>Integrate, do not duplicate</h2>
<p>Intake data should flow directly into the firm's practice-management system: contacts, matter records, conflict results and engagement letters. Re-keying data is where errors appear. We typically integrate through the practice-management system's API, mapping intake fields to matter fields, and generate the engagement letter from a template with the collected details, ready for e-signature.</p>
<h2>Measure the funnel</h2>
<p>Track how many prospective clients start intake, complete each stage, clear conflicts and become clients, and how long each step takes. One firm we worked with found that half of all drop-offs happened on a single page that asked for a case number most people did not have. Making the field optional raised completed intakes by almost a fifth.</p>
<p>Good intake is good client service and good risk management at the same time. It is one of the highest-value digital investments a firm can make.</p>`,
  },
  {
    slug: "cloud-infrastructure-as-code-terraform-module-patterns",
    title: "Cloud Infrastructure as Code: Terraform Module Patterns That Scale",
    summary:
      "Terraform codebases start tidy and end up as copy-pasted environments nobody dares to apply. The module structure, state layout and review habits that keep infrastructure code maintainable across many projects.",
    author: AUTHOR.julian,
    categories: [CATEGORY.devopsCloud],
    banner_tag: "devops",
    published_date: "2025-07-29T15:30:00.000Z",
    hero_image_alt_text: "Charcoal artwork with an orange loop and dotted grid",
    hero_image_title: "Terraform module patterns",
    view_count: 3040,
    like_count: 117,
    rating_sum: 140,
    rating_count: 33,
    comments: [],
    body: `<p>Infrastructure as code is now the default for any serious cloud project, and Terraform (or its open-source fork OpenTofu) is the tool we meet most often. The first few hundred lines are always pleasant. The problems arrive a year later, when the code base has three copies of every environment, a state file that takes ten minutes to plan, and a change to a security group that somehow wants to recreate a database.</p>
<p>We maintain infrastructure for many client projects with a small platform team, so we have strong incentives to keep it maintainable. These are the patterns that have held up.</p>
<h2>Three layers of code</h2>
<ol>
<li><strong>Modules</strong> are reusable building blocks with a narrow purpose: a network, a PostgreSQL database with backups and alarms, a container service with its load balancer. They contain no environment-specific values.</li>
<li><strong>Compositions</strong> (sometimes called stacks) combine modules into a deployable unit, such as "the API platform" or "shared networking", and define how they connect.</li>
<li><strong>Live configuration</strong> instantiates compositions per environment, with only the values that differ: sizes, counts, domain names.</li>
</ol>
<p>If an environment folder contains resource blocks, something has leaked out of the module layer.</p>
<h2>Design modules like public APIs</h2>
<ul>
<li>Keep inputs few and meaningful. A module with sixty variables is a wrapper, not an abstraction.</li>
<li>Choose secure, sensible defaults: encryption on, public access off, deletion protection on for data stores.</li>
<li>Validate inputs with validation blocks so mistakes fail at plan time with a clear message.</li>
<li>Expose outputs that consumers need, such as identifiers, endpoints and security group ids, and nothing else.</li>
<li>Version modules with semantic versions and pin them in compositions. Upgrades happen deliberately, one environment at a time.</li>
</ul>
<pre><code>module "orders_db" {
  source  = "git::https://git.example.com/platform/modules.git//postgres?ref=v3.4.1"

  name                = "orders"
  environment         = var.environment
  instance_class      = var.environment == "prod" ? "db.r7g.large" : "db.t4g.medium"
  multi_az            = var.environment == "prod"
  backup_retention    = 14
  allowed_security_groups = [module.api_service.security_group_id]
}</code></pre>
<h2>Split state by blast radius</h2>
<p>One giant state file means every plan touches everything, every apply risks everything, and locks block the whole team. We split state along two lines: by environment, always, and by rate of change and risk within an environment. Networking and identity change rarely and are dangerous to break; application services change weekly. Putting them in separate states means a routine service change cannot accidentally touch the network. Compositions read each other's outputs through remote state or, better, through a parameter store.</p>
<h2>Plans are reviewed, applies are automated</h2>
<p>Every infrastructure change goes through a pull request. The pipeline runs format checks, validation, a policy scan and a plan, and posts the plan summary to the pull request. Reviewers read the plan, not only the code: a one-line change that plans to destroy and recreate a resource deserves attention. Applies run from the pipeline with short-lived credentials, never from laptops.</p>
<blockquote>The plan is the real diff. Code review that ignores it is reviewing intentions, not changes.</blockquote>
<h2>Policy as code</h2>
<p>Some rules should never depend on a reviewer noticing: no public buckets, encryption on every data store, required tags, no security groups open to the world on administrative ports. Policy tools evaluate the plan against these rules and fail the pipeline on violations. For regulated clients, the policy set doubles as evidence for auditors.</p>
<h2>Detect drift</h2>
<p>Someone will eventually change something through the console during an incident. A scheduled plan against each environment, alerting when it finds differences, catches drift before it surprises the next person to apply. The fix is either to codify the manual change or to revert it, but never to leave it unexplained.</p>
<h2>Start small</h2>
<p>You do not need all of this on day one. Start with modules for the two or three resources you create most often, separate state per environment, and plans in pull requests. Add the rest as the estate grows. The habit that matters most is the first one: never copy and paste a block of infrastructure code when a module would do.</p>`,
  },
  {
    slug: "flaky-tests-how-to-find-quarantine-and-fix-them",
    title: "Flaky Tests: How to Find, Quarantine and Fix Them",
    summary:
      "A test that fails one run in fifty slowly destroys a team's trust in its pipeline. A systematic approach to detecting flaky tests, containing the damage and fixing the root causes we see most often.",
    author: AUTHOR.julian,
    categories: [CATEGORY.qualityAssurance, CATEGORY.devopsCloud],
    banner_tag: "quality assurance",
    published_date: "2025-08-26T16:05:00.000Z",
    hero_image_alt_text: "Green artwork with a checklist, ticks and scattered triangles",
    hero_image_title: "Finding and fixing flaky tests",
    view_count: 3480,
    like_count: 163,
    rating_sum: 176,
    rating_count: 38,
    comments: [
      {
        name: "Ethan Brooks",
        email: "ethan.brooks@example.com",
        content:
          "Root cause #1 (waiting on timeouts instead of conditions) accounted for about 70% of our flaky browser tests. Switching to web-first assertions fixed most of them in a week.",
        status: "APPROVED",
        created_date: "2025-08-28T20:15:00.000Z",
      },
      {
        name: "Aisha Rahman",
        email: "aisha.rahman@example.org",
        content:
          "What is your policy on automatic retries in CI? Our team retries twice by default and I suspect it hides problems.",
        reply:
          "Your suspicion is right, Aisha. We allow retries only if every pass-on-retry is reported and counted as flaky, so the retry keeps the pipeline moving without hiding the problem.",
        status: "APPROVED",
        created_date: "2025-09-01T11:05:00.000Z",
      },
      {
        name: "Victor Lindahl",
        email: "victor.lindahl@example.net",
        content: "Any recommendations for detecting order-dependent tests in a large Jest suite?",
        status: "PENDING",
        created_date: "2025-09-03T07:38:00.000Z",
      },
    ],
    body: `<p>A flaky test passes and fails on the same code. One failure in fifty runs does not sound like much, but a suite with forty such tests fails more often than it passes. Developers learn to press "re-run", real failures hide among the noise, and the pipeline stops being a safety net.</p>
<p>Flakiness is not bad luck. Every flaky test has a cause, and the causes are remarkably consistent across projects.</p>
<h2>Step 1: measure it</h2>
<p>You cannot fix what you cannot see. Record every test result from every pipeline run in a place you can query: test name, outcome, duration, commit and runner. A test that both passed and failed on the same commit is flaky by definition. Rank tests by flake rate and by how many pipeline runs they broke. The top ten usually account for most of the pain.</p>
<p>Many CI systems and test runners can report this directly, and test reporters can emit JUnit XML that any analytics tool ingests. If you retry failed tests automatically, report passes on retry as flaky, never as simple passes.</p>
<h2>Step 2: quarantine, with an owner and a deadline</h2>
<p>A known flaky test should not block merges while it is being fixed. Move it to a quarantine list that still runs but does not fail the build, create a ticket with an owner, and set a deadline, typically one sprint. Quarantine without deadlines becomes a graveyard. If a test stays quarantined past its deadline, the team decides explicitly: fix it now, rewrite it, or delete it and accept the gap in coverage.</p>
<h2>Step 3: fix the root cause</h2>
<h3>1. Waiting for time instead of conditions</h3>
<p>The most common cause in browser and integration tests is a fixed sleep or a check that runs before the application is ready. Replace sleeps with waits for observable conditions: an element is visible, a request has completed, a message has arrived. Modern browser tools provide assertions that retry automatically until a condition holds or a timeout expires.</p>
<h3>2. Shared state between tests</h3>
<p>Tests that depend on data created by another test, or that leave data behind, pass in one order and fail in another. Each test should create what it needs, with unique identifiers, and should not assume an empty database. Running tests in random order locally is a quick way to reveal these dependencies.</p>
<h3>3. Time, time zones and dates</h3>
<p>Tests that assume the current date, a particular time zone or a fixed number of days in a month fail on certain days or on certain runners. Inject a clock, set the time zone explicitly in the test environment, and use fixed dates in fixtures.</p>
<h3>4. Unordered results</h3>
<p>A query without an explicit sort order returns rows in whatever order the database finds convenient, which can change between runs. Either sort in the query, which is usually what the product needs anyway, or compare results without regard to order.</p>
<h3>5. Resource contention</h3>
<p>Parallel tests fighting over the same port, file or database row produce intermittent failures that vanish when run alone. Allocate ports dynamically, use temporary directories, and give each worker its own database or schema.</p>
<h3>6. Real external dependencies</h3>
<p>Tests that call third-party services over the internet fail when those services are slow or down. Use the provider's sandbox in a small, separate suite, and fake the dependency at the network boundary elsewhere.</p>
<blockquote>Never fix a flaky test by increasing a timeout without understanding why it was slow. You will only make it fail less often, and more slowly.</blockquote>
<h2>Step 4: prevent new flakiness</h2>
<p>Run new or changed tests several times in the pull request pipeline before merging; a test that fails once in ten runs is caught before it lands. Add lint rules against fixed sleeps in test code. And celebrate the fixes: when the flake rate drops and the pipeline goes green for the right reasons, the whole team moves faster.</p>`,
  },
  {
    slug: "call-center-analytics-mining-cdrs-and-recordings",
    title: "Call Center Analytics: Mining Call Records for Operational Insight",
    summary:
      "Contact centres generate rich data in call detail records, queue events and recordings, and most of it goes unused. How to build an analytics layer that answers real operational questions without compromising caller privacy.",
    author: AUTHOR.julian,
    categories: [CATEGORY.telecomVoip, CATEGORY.digitalTransformation],
    banner_tag: "voip",
    published_date: "2025-09-16T15:20:00.000Z",
    hero_image_alt_text: "Teal artwork with a phone handset and concentric rings",
    hero_image_title: "Call center analytics",
    view_count: 1385,
    like_count: 44,
    rating_sum: 58,
    rating_count: 14,
    comments: [],
    body: `<p>Contact-centre managers are surrounded by dashboards: calls waiting, average handle time, service level. Yet when we ask them why call volume rose fifteen percent last month, or which callers end up calling back three times, the answer is usually a shrug. The data to answer those questions exists; it is just scattered across the phone platform, the contact-centre software and the CRM.</p>
<h2>Know your data sources</h2>
<ul>
<li><strong>Call detail records (CDRs)</strong> from the phone system or SBC: caller and called numbers, timestamps, duration, disconnect reason, trunk used.</li>
<li><strong>Queue and agent events</strong> from the contact-centre platform: when a call entered a queue, which menu options were chosen, when an agent answered, transfers, holds and wrap-up codes.</li>
<li><strong>Recordings and transcripts</strong>, where recording is lawful and disclosed.</li>
<li><strong>Business context</strong> from the CRM or ticketing system: who the caller is, what they own, open cases.</li>
</ul>
<p>The first engineering task is to join these into a single view of each call, and then of each customer journey across calls. That is harder than it sounds: each system has its own call identifiers, and transfers create multiple legs for one conversation.</p>
<h2>Build a call journey model</h2>
<p>We model a <em>contact</em> as one customer's attempt to get something done, possibly spanning several calls, and a <em>call</em> as one connection, possibly with several legs. Linking legs uses the platform's correlation identifiers where available and time-window matching on numbers where not. Linking calls into contacts uses the caller's number or identified account within a window, typically seventy-two hours.</p>
<h2>Questions worth answering</h2>
<ol>
<li><strong>Why are people calling?</strong> Menu choices, wrap-up codes and transcript topics, grouped into a small set of reasons.</li>
<li><strong>Which reasons could be self-served?</strong> Balance enquiries, appointment confirmations and password resets are common candidates.</li>
<li><strong>Where are callers abandoning?</strong> Abandon rates by queue and by wait time reveal where staffing or menus fail.</li>
<li><strong>What drives repeat contacts?</strong> Contacts that recur within seventy-two hours indicate unresolved issues, and the first call's reason and agent show where to improve.</li>
<li><strong>How is call quality?</strong> Jitter, packet loss and disconnect reasons by site and trunk detect network problems before customers complain.</li>
</ol>
<h2>Transcripts: useful, sensitive</h2>
<p>Speech-to-text has become accurate and cheap enough to transcribe every recorded call, and topic classification on transcripts often explains call reasons better than wrap-up codes agents pick in a hurry. But transcripts are sensitive. Redact payment card numbers and other sensitive identifiers before storage, restrict access by role, set retention limits, and make sure callers were told that calls may be recorded and analysed. In healthcare and financial services, treat transcripts with the same care as the records they discuss.</p>
<blockquote>The goal of call analytics is fewer calls that should never have been necessary, not more surveillance of agents.</blockquote>
<h2>Different views for different people</h2>
<p>One dashboard for everyone tends to serve nobody. We usually build three:</p>
<ul>
<li><strong>Real-time floor view</strong> for supervisors: calls waiting, longest wait, agents available, with thresholds that change colour and an accessible text summary.</li>
<li><strong>Daily operations view</strong> for managers: yesterday's volumes by reason, abandon rates, repeat contacts and quality metrics against targets.</li>
<li><strong>Monthly insight view</strong> for leadership: trends in call reasons, cost per contact, self-service adoption and the effect of changes made.</li>
</ul>
<p>Each view answers the questions its audience actually asks, at the cadence they make decisions. Supervisors do not need monthly trends at 10 a.m. on a Monday; executives do not need to know how many calls are waiting right now.</p>
<h2>From insight to action</h2>
<p>Analytics is only worth building if someone acts on it. We set up a monthly review where operations leaders pick one call reason to reduce, design a change (a better self-service option, a clearer letter, a proactive notification), and track its effect in the next month's data. One client reduced calls about delivery status by a third by sending a text message when orders shipped; the analytics made the opportunity obvious and then proved the result.</p>`,
  },
  {
    slug: "patient-scheduling-ux-patterns-that-reduce-no-shows",
    title: "Patient Scheduling Apps: UX Patterns That Reduce No-Shows",
    summary:
      "Missed appointments cost clinics revenue and patients care. The booking, reminder and rescheduling patterns that measurably reduce no-shows, and the privacy details that make them safe.",
    author: AUTHOR.priya,
    categories: [CATEGORY.healthcareTech, CATEGORY.uxDesign],
    banner_tag: "healthcare",
    published_date: "2025-10-14T16:40:00.000Z",
    hero_image_alt_text: "Turquoise artwork with a medical cross and soft rounded shapes",
    hero_image_title: "Scheduling UX that reduces no-shows",
    view_count: 2905,
    like_count: 127,
    rating_sum: 147,
    rating_count: 31,
    comments: [
      {
        name: "Michelle Dube",
        email: "michelle.dube@example.com",
        content:
          "We run a physiotherapy practice and adding a one-tap 'I can't make it' link to reminders reduced our no-shows noticeably within two months, because we could fill the freed slots from the waitlist.",
        reply:
          "That is the pattern working exactly as intended, Michelle: a cancellation you hear about in time is an appointment you can give to someone else.",
        status: "APPROVED",
        created_date: "2025-10-16T15:55:00.000Z",
      },
      {
        name: "Tom Gallagher",
        email: "tom.gallagher@example.org",
        content: "Great read. Do you have data on SMS versus email reminders for older patients?",
        status: "PENDING",
        created_date: "2025-10-20T12:00:00.000Z",
      },
    ],
    body: `<p>Every missed appointment is an empty slot a clinic cannot bill and a patient who did not get care, often someone else who was waiting for that slot. No-show rates vary widely by specialty and population, but for many outpatient practices they are high enough to make a visible dent in revenue and in waiting lists.</p>
<p>Some no-shows are unavoidable. Many are not: patients forget, cannot find a way to cancel, or booked a time that never really worked for them. Good scheduling software addresses each of these causes.</p>
<h2>Booking: let patients choose well</h2>
<ul>
<li><strong>Show real availability.</strong> Patients who pick their own slot from live availability choose times that fit their lives, and they are more likely to attend than those assigned a time over the phone.</li>
<li><strong>Make the appointment concrete.</strong> Show the clinician's name, the exact location with a map link, parking or transit notes, and how long to allow.</li>
<li><strong>Ask about access needs early.</strong> Interpreter, wheelchair access, longer appointment: collected during booking rather than discovered on arrival.</li>
<li><strong>Confirm immediately</strong>, on screen and by message, with an option to add the appointment to a calendar.</li>
</ul>
<h2>Reminders: timing and tone</h2>
<p>Reminders are the single most effective no-show intervention in most studies, and their design matters. Our default pattern is a reminder a few days before, and another the day before, in the channel the patient chose during booking. Text messages tend to be read quickly; email suits longer instructions, such as preparation for a procedure.</p>
<p>Keep reminders discreet. A lock-screen preview that names a specialty or procedure can disclose health information to anyone nearby. "You have an appointment with Riverside Clinic on Tuesday at 9:30" is enough, with details behind a link that requires the patient to be signed in or verified.</p>
<h2>Make cancelling easy</h2>
<p>This feels counter-intuitive, but it is the pattern with the biggest effect we have measured. A patient who cannot attend and cannot easily cancel simply does not show up. A one-tap "I can't make it" option in every reminder converts silent no-shows into cancellations the clinic hears about in time.</p>
<blockquote>A cancellation is a slot you can give to someone else. A no-show is a slot you lose. Design for cancellations.</blockquote>
<p>Pair it with rescheduling in the same flow, so a patient who cannot make Tuesday can pick Thursday in two taps, and with a waitlist that offers the freed slot to other patients automatically.</p>
<h2>The waitlist loop</h2>
<ol>
<li>Patients who want an earlier appointment join a waitlist with their preferred times.</li>
<li>When a slot opens, the system offers it to matching patients by message, first come, first served, with a short hold.</li>
<li>The first patient to accept gets the slot; others are told it has been taken.</li>
<li>The front desk sees everything in one view and can override.</li>
</ol>
<p>For busy practices, this loop can refill a large share of late cancellations that would otherwise stay empty.</p>
<h2>Design for everyone</h2>
<p>Patients include older adults, people with low vision, people using screen readers and people with limited English. Large touch targets, readable type, simple language, translations of the core flow and full keyboard and screen-reader support are not extras. A scheduling app that excludes a part of the patient population moves those patients back to the phone queue, which is exactly what the app was meant to relieve.</p>
<h2>Measure and iterate</h2>
<p>Track no-show rate, late cancellation rate, waitlist fill rate and booking completion rate by channel and by appointment type. Change one thing at a time (a reminder's timing, the wording of the cancel link) and watch the effect for a few weeks. Small changes, measured honestly, add up to a meaningful improvement in access to care.</p>`,
  },
  {
    slug: "open-banking-apis-reliable-aggregation-layer",
    title: "Open Banking APIs: Building a Reliable Aggregation Layer",
    summary:
      "Connecting to bank data through aggregators and direct APIs brings consent flows, inconsistent data and frequent connection failures. The architecture we use to make account aggregation dependable for users.",
    author: AUTHOR.maya,
    categories: [CATEGORY.fintech, CATEGORY.softwareDevelopment],
    banner_tag: "financial",
    published_date: "2025-11-11T16:00:00.000Z",
    hero_image_alt_text: "Dark gold artwork with bar charts and a coin symbol",
    hero_image_title: "Open banking aggregation layer",
    view_count: 2050,
    like_count: 76,
    rating_sum: 95,
    rating_count: 22,
    comments: [],
    body: `<p>Personal finance apps, lending platforms, accounting tools and payment products all want the same thing: permissioned access to a customer's bank accounts, balances and transactions. In the United States, most of that access flows through data aggregators, increasingly via bank APIs rather than screen scraping, and regulation is pushing the industry towards standardised, consumer-permissioned data sharing.</p>
<p>Integrating one aggregator takes a few days. Making the experience reliable for thousands of users across thousands of institutions takes an architecture.</p>
<h2>Put an abstraction between you and the aggregator</h2>
<p>Aggregators differ in institution coverage, data quality and pricing, and many products eventually use more than one. Define your own internal model for institutions, connections, accounts and transactions, and write an adapter per provider. The rest of the product never sees a provider's types. This makes it possible to route institutions to the provider that serves them best, and to switch providers without a rewrite.</p>
<h2>Treat connections as stateful, fragile things</h2>
<p>A bank connection is not a static credential. Consents expire, users change passwords, banks add multi-factor prompts and APIs have outages. Model each connection with an explicit state machine:</p>
<table>
<thead><tr><th scope="col">State</th><th scope="col">Meaning</th><th scope="col">User experience</th></tr></thead>
<tbody>
<tr><td>Active</td><td>Data refreshing normally</td><td>Balances shown with last-updated time</td></tr>
<tr><td>Needs attention</td><td>User must re-authenticate or renew consent</td><td>Clear prompt with one-tap reconnect</td></tr>
<tr><td>Institution issue</td><td>Bank or provider outage</td><td>Stale data labelled, no action asked of user</td></tr>
<tr><td>Revoked</td><td>User or bank withdrew consent</td><td>Connection removed, data retention rules applied</td></tr>
</tbody>
</table>
<p>Much of the frustration users feel with financial apps comes from showing stale balances as if they were current, or asking users to fix problems that are the bank's. Showing honest state builds trust.</p>
<h2>Sync incrementally and idempotently</h2>
<p>Use the provider's webhooks to learn that new data is available and cursor-based sync endpoints to fetch only what changed. Transactions arrive as pending, then post, sometimes with a different identifier, amount or description. Store provider identifiers, handle removals reported by the sync API, and make every write idempotent so that replays and duplicate webhooks are harmless.</p>
<h2>Normalise and enrich carefully</h2>
<p>Raw transaction descriptions are cryptic and inconsistent. Aggregators offer categorisation and merchant enrichment, which helps, but categories differ across providers and are sometimes wrong. Map provider categories to your own taxonomy, let users correct them, and learn from corrections. Always keep the original description alongside any enrichment.</p>
<blockquote>In financial data, never replace what the bank said with what you inferred. Store both, and show the user which is which.</blockquote>
<h2>Security and consent</h2>
<ul>
<li>Store access tokens encrypted, with keys in a managed key service, and never log them.</li>
<li>Request the narrowest data scopes that your feature needs.</li>
<li>Show users exactly which accounts are connected and let them disconnect in one step, revoking tokens at the provider.</li>
<li>Apply retention rules when consent ends, and document them in your privacy notice.</li>
</ul>
<h2>Test against the awkward cases</h2>
<p>Aggregator sandboxes provide test institutions and credentials that simulate common situations: successful connections, multi-factor prompts, expired consent, institutions that are down. Automate tests for each of them, and add your own fixtures for what sandboxes rarely cover: a pending transaction that posts with a different amount, a transaction that disappears, duplicate webhooks delivered out of order, and an account that closes. These are the cases that produce support tickets and, worse, incorrect balances shown to users.</p>
<h2>Monitor by institution</h2>
<p>Aggregate connection success, refresh latency and error rates by institution and provider. A sudden drop for a single bank usually means an outage or an API change, and knowing within the hour lets support and in-app messaging get ahead of user complaints. Over time the same data tells you which provider to route each institution to.</p>
<p>Open banking integration is never quite finished, because banks, aggregators and regulations keep changing. A clean abstraction, honest connection states and idempotent sync make those changes routine instead of emergencies.</p>`,
  },
  {
    slug: "from-spreadsheet-to-software-signs-you-outgrew-excel",
    title: "From Spreadsheet to Software: Signs Your Operations Have Outgrown Excel",
    summary:
      "Spreadsheets run a surprising share of the business world, and for good reason. The warning signs that a critical spreadsheet has become a liability, and how to move it into software without losing what made it work.",
    author: AUTHOR.priya,
    categories: [CATEGORY.digitalTransformation],
    banner_tag: "digital transformation",
    published_date: "2025-12-09T16:10:00.000Z",
    hero_image_alt_text: "Purple artwork with circular transformation arrows",
    hero_image_title: "From spreadsheet to software",
    view_count: 3720,
    like_count: 168,
    rating_sum: 164,
    rating_count: 35,
    comments: [],
    body: `<p>Spreadsheets are the most successful end-user programming tool ever made. They let operations people build exactly what they need, today, without waiting for IT. Many of the custom software projects we take on started life as a spreadsheet that worked brilliantly until it did not.</p>
<p>There is no shame in running a process on a spreadsheet. The question is when it stops being the right tool.</p>
<h2>Seven warning signs</h2>
<ol>
<li><strong>One person understands it.</strong> When the spreadsheet's author goes on holiday, the process stops or slows down.</li>
<li><strong>Versions multiply.</strong> "Schedule_final_v3_JM_edits.xlsx" circulates by email, and nobody is sure which copy is current.</li>
<li><strong>Several people edit at once</strong> and overwrite each other, or take turns with a lock that nobody respects.</li>
<li><strong>Formulas are load-bearing and unreviewed.</strong> A mistake in a cell would change invoices, payroll or inventory, and nobody would notice for weeks.</li>
<li><strong>It is copied into other systems by hand.</strong> Someone re-types data into accounting software, the CRM or a customer portal every week.</li>
<li><strong>Sensitive data lives in it</strong>: customer details, health information, salaries, with no access control or audit trail.</li>
<li><strong>It is slow.</strong> Opening it takes a minute, and filtering freezes the laptop.</li>
</ol>
<p>Two or three of these signs mean it is time to plan. Five or more mean the business is carrying real operational risk.</p>
<h2>Respect what the spreadsheet got right</h2>
<p>The worst replacement projects ignore why the spreadsheet worked. It probably fits the process exactly, shows everything on one screen, and can be changed in minutes. A new system that is rigid, hides data behind five clicks and needs a ticket for every change will be quietly abandoned in favour of, yes, a new spreadsheet.</p>
<p>Before designing anything, we sit with the people who use the spreadsheet and note:</p>
<ul>
<li>Which columns they look at first and which they never touch.</li>
<li>Which views they create with filters and sorting, and how often.</li>
<li>Which colours, comments and notes carry hidden meaning ("yellow means waiting for the customer").</li>
<li>Which formulas encode business rules, and which are workarounds.</li>
</ul>
<blockquote>A spreadsheet is a specification written by the people who do the work. Read it carefully before you replace it.</blockquote>
<h2>An example from a recent project</h2>
<p>A regional home-care agency scheduled more than two hundred caregivers from a single workbook with eleven tabs. It worked because the scheduling coordinator knew every hidden rule: which caregivers could not drive, which clients needed the same person every week, which combinations of shifts broke overtime rules. When she announced her retirement, the agency realised the workbook was the business. We spent the first two weeks documenting those rules with her, turned them into validations and warnings in a scheduling tool, and kept a weekly view laid out almost exactly like her favourite tab. Adoption was immediate, because the new tool looked familiar and caught mistakes the workbook never could.</p>
<h2>Options, from light to heavy</h2>
<ul>
<li><strong>Tidy the spreadsheet:</strong> move it to a shared, versioned location, protect formula cells, add validation. Sometimes this is enough.</li>
<li><strong>Low-code tools:</strong> a database with forms and views, suitable for simple workflows with few integrations.</li>
<li><strong>Custom software:</strong> the right choice when the process is core to the business, needs integrations, has real security or audit requirements, or will grow substantially.</li>
</ul>
<h2>Migrating without drama</h2>
<p>Run the new system and the spreadsheet in parallel for a short period, comparing outputs. Import historical data so that nobody needs to go back to the old file. Keep an export to spreadsheet button in the new system, because people will still want to analyse data their own way, and that is healthy. Finally, archive the old file read-only, so it remains available but can no longer quietly become the source of truth again.</p>
<p>Done well, the move from spreadsheet to software keeps everything people loved about their spreadsheet and removes the risks they had learned to live with.</p>`,
  },
];
