import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2024FirstHalf: SeedPost[] = [
  {
    slug: "how-to-scope-an-mvp-that-ships-in-twelve-weeks",
    title: "How to Scope an MVP That Ships in Twelve Weeks",
    summary:
      "Most MVPs run late because they were never minimum. A practical method for cutting scope to one job, one user and one measurable outcome, with the artefacts we use to keep it that way.",
    author: AUTHOR.maya,
    categories: [CATEGORY.softwareDevelopment],
    banner_tag: "software development",
    published_date: "2024-01-16T15:00:00.000Z",
    hero_image_alt_text: "Abstract blue artwork with code brackets representing a minimum viable product",
    hero_image_title: "Scoping an MVP in twelve weeks",
    view_count: 8640,
    like_count: 372,
    rating_sum: 418,
    rating_count: 91,
    comments: [
      {
        name: "Derek Halvorsen",
        email: "derek.halvorsen@example.com",
        content:
          "The 'one job, one user' rule is the part we always break. Our first MVP had three user roles and an admin panel before we had a single paying customer. Wish I had read this two years ago.",
        reply:
          "Thanks, Derek. The admin panel is the most common trap we see: a shared spreadsheet and a support inbox usually carry a product for its first hundred customers.",
        status: "APPROVED",
        created_date: "2024-01-18T19:42:00.000Z",
      },
      {
        name: "Ana Whitford",
        email: "ana.whitford@example.org",
        content:
          "How do you handle investors who expect a feature list that looks 'complete'? The twelve-week frame makes sense to me but is a hard sell in a board meeting.",
        reply:
          "We show the board the success metric and the cut list side by side. Investors tend to respond well to a team that can say what it is deliberately not building and why.",
        status: "APPROVED",
        created_date: "2024-01-22T08:15:00.000Z",
      },
      {
        name: "Marcus Lee",
        email: "marcus.lee@example.net",
        content:
          "Would love a follow-up on how you estimate the build phase when the design is still moving.",
        status: "APPROVED",
        created_date: "2024-02-03T16:30:00.000Z",
      },
    ],
    body: `<p>Every founder we meet agrees that an MVP should be minimal. Then we open the feature list and find user roles, notification preferences, a reporting dashboard and an integration with a CRM the company does not use yet. Nobody set out to build a large product; the scope grew one reasonable request at a time.</p>
<p>Over the last decade we have shipped more than forty first versions for startups and for new product lines inside established companies. The ones that launched on time had something in common: they were scoped around a single job, a single kind of user and a single number that would tell everyone whether it worked. This article describes the method we use to get there and the artefacts that keep scope honest once the build starts.</p>
<h2>Start from the riskiest assumption, not the feature list</h2>
<p>An MVP exists to answer a question. Usually that question is some version of "will this kind of customer do this thing, and will they pay for it?" If you cannot write the question down in one sentence, you are not ready to scope anything.</p>
<p>We run a half-day workshop where the founding team lists every assumption the business depends on, then ranks them by two measures: how much the business suffers if the assumption is wrong, and how little evidence exists for it today. The top-right corner of that grid is what the MVP must test. Everything else is a later problem.</p>
<blockquote>A good MVP is an experiment with a user interface. If it cannot fail, it cannot teach you anything.</blockquote>
<h2>One job, one user, one number</h2>
<p>Once the riskiest assumption is clear, we narrow the product to three statements:</p>
<ul>
<li><strong>The job:</strong> the single task a user hires the product to do. "Book a follow-up appointment without calling the clinic" is a job. "Manage patient engagement" is a category.</li>
<li><strong>The user:</strong> one role, described concretely. If a second role is unavoidable (a clinic that approves what a patient books, for example), the second role gets the thinnest possible interface, often just an email with two buttons.</li>
<li><strong>The number:</strong> the metric that decides success within sixty days of launch. Weekly active users is rarely the right one; "percentage of invited patients who book without phoning" is.</li>
</ul>
<p>These three statements go at the top of every planning document. When a new request arrives mid-project, the first question is whether it moves the number for that user doing that job. Most requests do not, and the statement makes that easy to say without an argument.</p>
<h2>Build the cut list before the backlog</h2>
<p>Teams usually write a backlog and then try to trim it. We do the opposite: we write a <em>cut list</em> first. It names the things everyone expects a product like this to have, and states explicitly that version one will not have them, along with the manual workaround that replaces each one.</p>
<table>
<thead><tr><th scope="col">Expected feature</th><th scope="col">MVP replacement</th><th scope="col">Revisit when</th></tr></thead>
<tbody>
<tr><td>Admin dashboard</td><td>Read-only database views and a shared spreadsheet export</td><td>More than 50 accounts</td></tr>
<tr><td>Self-serve billing</td><td>Invoices sent from the accounting tool</td><td>More than 20 paying customers</td></tr>
<tr><td>Role-based permissions</td><td>One role; staff accounts flagged in the database</td><td>First customer asks for it in writing</td></tr>
<tr><td>Notification preferences</td><td>One sensible default, unsubscribe link in every email</td><td>Complaints exceed 1% of sends</td></tr>
</tbody>
</table>
<p>The cut list is the most useful document in the project. It turns "we forgot about X" into "we decided about X", and it gives the sales team honest answers for early customers.</p>
<h2>The twelve-week shape</h2>
<p>Twelve weeks is not magic, but it is long enough to build something real and short enough that the market has not changed by the time you launch. Our typical plan looks like this:</p>
<ol>
<li><strong>Weeks 1–2, discovery:</strong> assumption mapping, five to eight user interviews, the one-job statement, the cut list, a clickable prototype of the core flow.</li>
<li><strong>Weeks 3–4, foundations:</strong> authentication, deployment pipeline, the data model for the core entities, error tracking and analytics. Production is live, behind a login, from the end of week three.</li>
<li><strong>Weeks 5–9, the core flow:</strong> built end to end first in its plainest form, then improved. A demo to real prospective users every two weeks.</li>
<li><strong>Weeks 10–11, hardening:</strong> accessibility pass, load check on the two or three heaviest queries, security review, onboarding copy.</li>
<li><strong>Week 12, launch:</strong> to a named list of early customers, not to the world.</li>
</ol>
<h3>Why production goes live in week three</h3>
<p>Deploying on day one of the build phase feels premature, but it removes a whole category of late surprises: DNS, certificates, email deliverability, environment variables, the database backup nobody tested. When launch day arrives, the only change is who is allowed to log in.</p>
<h2>Choosing technology for a product that will change</h2>
<p>The right stack for an MVP is the one your team can change quickly and hire for later. We default to a single deployable application, a relational database and a managed hosting platform. Microservices, event buses and multi-region deployments solve problems you do not have yet, and each of them makes every future change slower.</p>
<p>The one place we do invest early is the data model. Tables are far harder to change than screens. We spend real time on the names and relationships of the core entities, because those names end up in the API, the analytics and the conversations with customers.</p>
<h2>Keeping scope fixed while the build is running</h2>
<p>Scope creep rarely arrives as a big request. It arrives as "while you are in there" and "it is only a small change". Three habits keep it in check:</p>
<ul>
<li>Every fortnightly demo ends by re-reading the one-job statement and the success metric aloud.</li>
<li>New ideas go into a "version two" list that is reviewed after launch, never during the build.</li>
<li>The product owner has a fixed budget of change requests, for example three small changes per sprint, which forces a conversation about trade-offs instead of quietly adding work.</li>
</ul>
<h2>What happens after launch</h2>
<p>The first weeks after launch are for watching the number. If it moves, the version-two list gets prioritised by what would move it further. If it does not, you have learned something valuable for a fraction of the cost of a full product, and the codebase is small enough to pivot.</p>
<p>An MVP that ships in twelve weeks is not a smaller version of the final product. It is a focused experiment, built well enough that real customers can use it and honestly enough that its result means something.</p>`,
  },
  {
    slug: "hipaa-aware-architecture-for-a-healthcare-mvp",
    title: "HIPAA-Aware Architecture for a Healthcare MVP: Decisions for Day One",
    summary:
      "Compliance cannot be bolted on after launch, but it also should not stall a first release. The architectural decisions that matter in week one of a healthcare product, and the ones that can safely wait.",
    author: AUTHOR.maya,
    categories: [CATEGORY.healthcareTech, CATEGORY.softwareDevelopment],
    banner_tag: "healthcare",
    published_date: "2024-02-20T16:30:00.000Z",
    hero_image_alt_text: "Teal artwork with a medical cross and a pulse line over layered geometric shapes",
    hero_image_title: "HIPAA-aware architecture for healthcare products",
    view_count: 7215,
    like_count: 288,
    rating_sum: 352,
    rating_count: 74,
    comments: [
      {
        name: "Dr. Helen Carvalho",
        email: "h.carvalho@example.org",
        content:
          "As a clinician who has sat through too many vendor demos, the section on audit logs is spot on. The first question our compliance officer asks is always 'who looked at this record and when'.",
        reply:
          "Thank you, Dr. Carvalho. Access logging is one of those features nobody demos, yet it is often the deciding factor in a hospital's security review.",
        status: "APPROVED",
        created_date: "2024-02-23T14:05:00.000Z",
      },
      {
        name: "Tobias Brenner",
        email: "tobias.brenner@example.com",
        content:
          "Do you have a view on using a BaaS platform for an early healthcare MVP? Several of them now advertise BAAs.",
        reply:
          "It can work if the provider signs a BAA covering every service you use, including logging and backups. Check the list of covered services carefully: it is often narrower than the marketing page suggests.",
        status: "APPROVED",
        created_date: "2024-03-01T10:20:00.000Z",
      },
    ],
    body: `<p>Healthcare founders tend to fall into one of two camps. The first treats HIPAA as a paperwork exercise to be handled by a consultant after launch. The second is so worried about compliance that the first release slips by six months while the team debates encryption algorithms. Both cost money, and the first can cost a company its reputation.</p>
<p>This article is the checklist we walk through with healthcare clients in the first week of an engagement. It is not legal advice, and it does not replace a risk assessment by a qualified professional. It is an engineer's view of which decisions are cheap to make early and painful to retrofit, and which ones can safely wait until you have users.</p>
<h2>First, decide whether you are handling PHI at all</h2>
<p>Protected health information is individually identifiable health information held or transmitted by a covered entity or its business associate. Not every health-adjacent app is in scope. A meditation app that never connects to a provider may not be; a scheduling tool used by clinics to book patient appointments almost certainly is.</p>
<p>The useful exercise is to draw your data flows on a whiteboard and mark every place where a person's identity meets anything about their health, care or payment for care. That map drives every decision below, and it is the first artefact an auditor or a hospital security team will ask to see.</p>
<blockquote>The cheapest PHI to protect is the PHI you never collect. Every field on an intake form should justify its existence.</blockquote>
<h3>Minimise before you encrypt</h3>
<p>Before designing controls, we go through the data model field by field and ask whether the MVP truly needs it. Date of birth is often needed for identity matching; full address often is not. Free-text "notes" fields are a particular risk because people type anything into them. If a field is not needed to test the product's core assumption, it goes on the cut list.</p>
<h2>The decisions you must make in week one</h2>
<h3>1. Hosting with a signed Business Associate Agreement</h3>
<p>Every vendor that stores, processes or transmits PHI on your behalf needs a Business Associate Agreement. The major cloud providers sign BAAs, but only for a listed set of services. The practical consequence is that your architecture should be built only from services on that list. We keep a simple table in the repository that maps each infrastructure component to its BAA coverage, and a pull request that adds a new managed service must update it.</p>
<p>Watch out for the edges: error-tracking tools, log aggregators, email providers, analytics scripts and customer-support chat widgets regularly end up receiving PHI by accident. Either they sign a BAA, or you make sure PHI cannot reach them.</p>
<h3>2. Tenant and patient isolation in the data model</h3>
<p>Most healthcare products are multi-tenant: many clinics, each with its own patients. Decide on day one how tenants are isolated. For most MVPs, a tenant identifier on every row with enforcement in a single data-access layer, backed by PostgreSQL row-level security policies, is a sound choice. Separate databases per tenant give stronger isolation but multiply operational work; they make sense when a large health system demands it contractually.</p>
<p>Whatever you choose, write a test that logs in as one tenant and tries to read another tenant's records through every API endpoint. That test is worth more than a paragraph in a security policy.</p>
<h3>3. Encryption in transit and at rest</h3>
<p>This part is mostly solved by modern platforms, which is exactly why teams get complacent. Checklist:</p>
<ul>
<li>TLS 1.2 or later on every external endpoint, with HSTS enabled.</li>
<li>TLS between your application and its database, even inside a private network.</li>
<li>Storage encryption enabled for databases, object storage, backups and snapshots, using keys managed by the cloud provider's key service.</li>
<li>No PHI in URLs, because URLs end up in browser history, proxy logs and analytics.</li>
</ul>
<p>Application-level encryption of individual fields (for example, social security numbers) is worth considering for the most sensitive data, but it complicates search and reporting. For most MVPs we apply it to a handful of fields and rely on storage encryption for the rest.</p>
<h3>4. Authentication and session handling</h3>
<p>Use a mature identity provider rather than writing your own password storage. Require multi-factor authentication for every staff and clinician account from the first day; retrofitting MFA onto an established user base is a support nightmare. Set idle session timeouts appropriate to shared clinical workstations, typically fifteen minutes for staff and longer for patient-facing apps.</p>
<h3>5. Audit logging</h3>
<p>HIPAA's Security Rule requires mechanisms that record and examine activity in systems containing electronic PHI. In practice, that means an access log that answers the question "who viewed or changed this patient's record, and when?"</p>
<p>We implement this as an append-only table written in the same transaction as the action it records, containing the actor, the action, the patient or record identifier, a timestamp and the request's origin. Logging reads as well as writes matters: most privacy incidents in healthcare are inappropriate viewing, not tampering.</p>
<pre><code>create table audit_events (
  id           bigint generated always as identity primary key,
  tenant_id    text        not null,
  actor_id     text        not null,
  action       text        not null,   -- 'patient.view', 'appointment.update'
  subject_type text        not null,
  subject_id   text        not null,
  occurred_at  timestamptz not null default now(),
  ip_address   inet,
  user_agent   text
);
revoke update, delete on audit_events from app_user;</code></pre>
<p>The last line matters. If the application can edit its own audit trail, the trail proves very little.</p>
<h3>6. Logging without leaking</h3>
<p>Application logs are the most common accidental PHI store we find in code reviews. A request logger that prints request bodies will happily write a patient's diagnosis to a third-party log service. Configure structured logging with an allow-list of fields, redact known sensitive keys centrally, and never log full request or response bodies in production.</p>
<h2>Decisions that can wait until after launch</h2>
<p>Some things matter, but not before your first ten clinics. Deferring them is a legitimate choice as long as it is written down:</p>
<ul>
<li><strong>Formal certifications</strong> such as HITRUST or SOC 2 Type II. Start collecting evidence early (access reviews, change approvals), but the audit itself can follow traction.</li>
<li><strong>Multi-region disaster recovery.</strong> You need tested backups and a documented restore procedure from day one; an active-active second region can wait.</li>
<li><strong>Fine-grained clinical roles.</strong> Start with two or three roles and minimum-necessary defaults; expand when real customers describe their org charts.</li>
<li><strong>Customer-managed encryption keys.</strong> Large health systems sometimes ask for them. Design so that it is possible later, but do not build it speculatively.</li>
</ul>
<h2>Operational habits that auditors look for</h2>
<p>Technology is only half of compliance. The other half is evidence that people follow the process. The habits below cost little when adopted early and are very hard to reconstruct retroactively:</p>
<ol>
<li><strong>Quarterly access reviews.</strong> A short document listing who has production access and confirming each person still needs it.</li>
<li><strong>Change management through pull requests.</strong> Every production change is reviewed and linked to a ticket. Your Git history becomes your change log.</li>
<li><strong>Restore drills.</strong> Restore a backup to a scratch environment twice a year and record how long it took.</li>
<li><strong>An incident response plan.</strong> Two pages is enough: who decides, who communicates, the breach-notification timelines and how to preserve evidence.</li>
<li><strong>Security awareness training</strong> for everyone with access, including contractors.</li>
</ol>
<h2>A reference architecture for a first release</h2>
<p>For a typical patient-facing scheduling or intake product, our starting point looks like this:</p>
<table>
<thead><tr><th scope="col">Layer</th><th scope="col">Choice</th><th scope="col">Why</th></tr></thead>
<tbody>
<tr><td>Front end</td><td>Server-rendered web app, no PHI in client-side analytics</td><td>Accessible on any device; fewer places for data to leak</td></tr>
<tr><td>API</td><td>Single service in a private subnet behind a managed load balancer</td><td>One place to enforce authorisation and audit logging</td></tr>
<tr><td>Database</td><td>Managed PostgreSQL with encryption, automated backups and point-in-time recovery</td><td>Covered by the provider's BAA; row-level security for tenants</td></tr>
<tr><td>Files</td><td>Object storage, private buckets, short-lived signed URLs</td><td>Documents never publicly addressable</td></tr>
<tr><td>Email and SMS</td><td>Providers with BAAs; messages contain links, not clinical details</td><td>Notifications are the easiest place to overshare</td></tr>
<tr><td>Observability</td><td>Logs and traces with redaction at the source</td><td>Debuggable without copying PHI into a vendor</td></tr>
</tbody>
</table>
<h3>Notifications deserve special care</h3>
<p>An appointment reminder that says "Your oncology follow-up is tomorrow at 9:00" discloses health information to anyone who glances at a lock screen. Write notifications that prompt the user to open the app: "You have an upcoming appointment. Open the app for details." Patients may opt in to more detail, but the default should be discreet.</p>
<h2>Testing compliance like any other feature</h2>
<p>Controls that are not tested drift. We add automated checks to the pipeline for the things that regress most often:</p>
<ul>
<li>A cross-tenant access test for every endpoint, generated from the route table so new endpoints are covered automatically.</li>
<li>A check that fails the build if a log statement includes a field from the sensitive-keys list.</li>
<li>Infrastructure policy checks that reject unencrypted storage or publicly readable buckets.</li>
<li>A test that the audit table receives a row for each sensitive read.</li>
</ul>
<h2>Mistakes we find most often in reviews</h2>
<p>When clients ask us to review a healthcare product built elsewhere, the same handful of issues appear again and again. None of them is exotic, and all of them are cheaper to prevent than to fix:</p>
<ol>
<li><strong>Production data copied into development.</strong> A database dump restored on a laptop "just to debug one issue" puts PHI on an unmanaged device. Build realistic synthetic data sets instead, and make them good enough that nobody is tempted.</li>
<li><strong>Shared administrator accounts.</strong> One login used by three engineers makes the audit trail meaningless. Every person gets their own account, and break-glass access is logged and reviewed.</li>
<li><strong>Over-broad API responses.</strong> An endpoint that returns the whole patient object when the screen needs a name and an appointment time leaks data to every browser extension and proxy in between. Shape responses to the screen.</li>
<li><strong>Unscoped file links.</strong> Uploaded documents served from predictable URLs, or signed links that last for days, turn a forwarded email into a disclosure.</li>
<li><strong>No offboarding checklist.</strong> Former staff and contractors keep access to the cloud console, the error tracker and the shared password vault for months.</li>
<li><strong>Third-party scripts on authenticated pages.</strong> Marketing pixels and session-replay tools loaded on patient portals can transmit identifiers and page content to vendors without a BAA.</li>
</ol>
<p>Each of these takes an hour or two to address at the start of a project. Found during a hospital's security questionnaire, a month before a contract is due to be signed, each becomes a fire drill.</p>
<h3>A note on vendors</h3>
<p>Keep a living inventory of every vendor that could touch PHI: what data it receives, whether a BAA is signed, who owns the relationship and when it was last reviewed. Enterprise customers will ask for this list, often in the first round of due diligence, and having it ready signals maturity far more convincingly than any certification logo on a website.</p>
<h2>Summary</h2>
<p>A HIPAA-aware MVP is not a slower MVP. It is one where a handful of structural decisions, namely BAA-covered hosting, tenant isolation, encryption, strong authentication, audit logging and careful logging hygiene, are made in week one, when they are cheap. The rest can follow your traction, provided you write down what you deferred and why.</p>
<p>If you are about to start a healthcare product and want a second pair of eyes on your data-flow map, that is exactly the kind of conversation we enjoy.</p>`,
  },
  {
    slug: "microsoft-teams-direct-routing-field-guide",
    title: "Microsoft Teams Direct Routing: A Field Guide for Mid-Sized Companies",
    summary:
      "Direct Routing lets you keep your carrier and your numbers while moving telephony into Teams. What the architecture looks like, how to plan the number port, and the mistakes we see in most migrations.",
    author: AUTHOR.julian,
    categories: [CATEGORY.telecomVoip],
    banner_tag: "voip",
    published_date: "2024-03-12T17:00:00.000Z",
    hero_image_alt_text: "Artwork of a telephone handset and sound waves on a deep teal gradient",
    hero_image_title: "Teams Direct Routing field guide",
    view_count: 5480,
    like_count: 196,
    rating_sum: 221,
    rating_count: 49,
    comments: [
      {
        name: "Rajesh Menon",
        email: "rajesh.menon@example.com",
        content:
          "Emergency calling caught us out exactly as you describe. We had dynamic locations configured for two of five offices when we cut over. Please stress this more in the next article!",
        reply:
          "Noted, Rajesh, and thanks for sharing it. We now treat emergency location testing as a go-live blocker for every site, with a signed test record per office.",
        status: "APPROVED",
        created_date: "2024-03-15T13:22:00.000Z",
      },
      {
        name: "Olivia Grant",
        email: "olivia.grant@example.net",
        content: "Which SBC vendors have you had the best experience with for smaller deployments?",
        status: "PENDING",
        created_date: "2024-03-20T09:47:00.000Z",
      },
    ],
    body: `<p>Microsoft Teams has become the default collaboration tool in many mid-sized companies, and the next question is always the same: can the desk phones go too? For many organisations the answer is Teams Phone, and the question becomes how to connect it to the public telephone network. Microsoft offers Calling Plans, Operator Connect and Direct Routing. This guide focuses on Direct Routing, which is the option we implement most often for companies with 200 to 2,000 users.</p>
<h2>What Direct Routing actually is</h2>
<p>Direct Routing connects Teams Phone to a telephony carrier of your choice through a certified Session Border Controller (SBC). The SBC sits between Microsoft's SIP proxies and your SIP trunk provider, translating and securing signalling and media in both directions.</p>
<ul>
<li><strong>Microsoft side:</strong> Teams Phone licences, voice routing policies, PSTN usages and routes that decide which calls go to which SBC.</li>
<li><strong>SBC:</strong> a certified appliance or virtual machine, in your data centre, in a cloud region or provided as a managed service.</li>
<li><strong>Carrier side:</strong> one or more SIP trunks carrying your phone numbers.</li>
</ul>
<p>Because you own the SBC configuration, you keep control of carrier choice, call rates, number inventory and integrations with existing equipment such as analogue lines, paging systems or a contact-centre platform.</p>
<h2>When Direct Routing is the right choice</h2>
<p>Direct Routing is usually the best fit when at least one of these is true:</p>
<ul>
<li>You have existing carrier contracts or competitive international rates you want to keep.</li>
<li>You need to interoperate with on-premises equipment during a long migration: a legacy PBX, fax lines, door entry systems, elevator phones.</li>
<li>You operate in countries where Calling Plans or Operator Connect are unavailable or expensive.</li>
<li>You want to route certain calls (for example, a call centre) to a different platform while everyone else uses Teams.</li>
</ul>
<p>If none of these apply and you have fewer than a hundred users, Operator Connect is often simpler because the carrier manages the SBC for you.</p>
<h2>Architecture decisions</h2>
<h3>Where the SBC lives</h3>
<p>Cloud-hosted virtual SBCs are now the common default. Place them in a cloud region close to the Microsoft 365 data centres that serve your users and to your carrier's points of presence, then deploy a second SBC in a different region for resilience. On-premises SBCs still make sense when you must connect local analogue devices or a PBX during a phased migration.</p>
<h3>Media bypass</h3>
<p>With media bypass enabled, call audio flows directly between the Teams client and the SBC instead of through Microsoft's media relays. It improves call quality for users on the same network as the SBC, but it requires the SBC to be reachable from every client network and complicates firewall rules. We enable it for on-premises SBCs serving office users and usually leave it off for cloud SBCs serving a remote workforce.</p>
<h3>Routing design</h3>
<p>Voice routing in Teams uses a chain: a user's voice routing policy lists PSTN usages; each usage holds ordered voice routes; each route matches a number pattern and points to one or more SBCs. Keep it simple. We typically create one policy per country or region, with routes for emergency numbers, national numbers and international numbers, each pointing to a primary and secondary SBC.</p>
<h2>Planning the number port</h2>
<p>The port is where most projects lose time. Carriers need accurate customer service records, the billing telephone number and an authorised signature, and a single mismatch can delay a port by weeks.</p>
<ol>
<li><strong>Inventory every number</strong> you have, including fax lines, alarm lines and numbers forwarded to mobiles. Many companies discover numbers they forgot they pay for.</li>
<li><strong>Map each number to its destination</strong>: a user, an auto attendant, a call queue, a shared device, or retirement.</li>
<li><strong>Port in waves</strong>, starting with a low-risk site. Keep the main switchboard number for a later wave once the team has confidence.</li>
<li><strong>Schedule ports early in the week</strong> and outside business hours, with the carrier on the bridge and a tested rollback path.</li>
</ol>
<h2>Emergency calling is not optional</h2>
<p>In the United States, Kari's Law requires that multi-line telephone systems allow direct dialling of 911 and notify a central point when 911 is called, and the RAY BAUM'S Act requires a dispatchable location to be sent with the call. In Teams, that means configuring emergency addresses, network-based dynamic locations (subnets, wireless access points, switches and ports) and emergency call routing policies that send 911 calls to your SBC with the right location information, or through a specialist emergency routing provider.</p>
<blockquote>Test emergency calling from every site, on every network, before the cut-over. A failed test call is a configuration bug; a failed real call is a tragedy.</blockquote>
<p>Most emergency service providers offer test numbers (often 933) that read back the address associated with a call. Use them, and keep a signed record of each test.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Forgetting shared spaces.</strong> Reception desks, warehouses, meeting rooms and lift lobbies need common-area phone licences and devices.</li>
<li><strong>Underestimating auto attendants.</strong> Old PBX menus often hide years of accumulated logic. Document the call flows before rebuilding them.</li>
<li><strong>Skipping user training.</strong> Transferring, parking and delegating calls work differently in Teams. A fifteen-minute video saves hundreds of helpdesk tickets.</li>
<li><strong>No call quality baseline.</strong> Export call quality data from the old system and monitor Teams call quality dashboards from day one, so complaints can be checked against evidence.</li>
</ul>
<h2>A realistic timeline</h2>
<p>For a company with 500 users across four sites, a well-run Direct Routing migration usually takes ten to fourteen weeks: two weeks of discovery and design, two to three weeks for SBC deployment and testing, and the remainder for porting in waves, training and hyper-care. The technology is rarely the bottleneck; carrier lead times and change management are.</p>`,
  },
  {
    slug: "ci-cd-pipelines-developers-trust",
    title: "CI/CD Pipelines That Developers Actually Trust",
    summary:
      "A pipeline that is slow, flaky or mysterious gets bypassed. The principles we use to build continuous integration and delivery that teams rely on: fast feedback, reproducible builds and boring deployments.",
    author: AUTHOR.julian,
    categories: [CATEGORY.devopsCloud],
    banner_tag: "devops",
    published_date: "2024-04-09T15:45:00.000Z",
    hero_image_alt_text: "Slate artwork with an orange infinity loop representing a delivery pipeline",
    hero_image_title: "Trusted CI/CD pipelines",
    view_count: 6120,
    like_count: 241,
    rating_sum: 269,
    rating_count: 58,
    comments: [],
    body: `<p>You can tell whether a team trusts its pipeline by watching what happens when it goes red. In a healthy team, someone looks at the failure within minutes because a red build means something is broken. In an unhealthy one, someone clicks "re-run" and goes for coffee. Once a pipeline has cried wolf a few times, people stop listening, and it becomes an obstacle rather than a safety net.</p>
<p>Here are the principles we apply when we build or rescue a CI/CD setup for a client team.</p>
<h2>1. Feedback in under ten minutes</h2>
<p>Developers context-switch when a build takes longer than a coffee break. Our target is that the checks required to merge a pull request finish in under ten minutes, and ideally under five. Getting there usually involves:</p>
<ul>
<li><strong>Caching dependencies</strong> keyed on the lockfile, so an unchanged dependency tree is restored rather than downloaded.</li>
<li><strong>Running jobs in parallel</strong>: linting, type checking, unit tests and the build do not need to wait for each other.</li>
<li><strong>Sharding slow test suites</strong> across several runners, balanced by historical timing rather than by file count.</li>
<li><strong>Moving expensive checks later</strong>: full browser suites across three browsers can run on the main branch, while pull requests run the critical path in one browser.</li>
</ul>
<h2>2. Reproducible builds</h2>
<p>"Works on my machine" becomes "works on the runner" if the pipeline environment drifts. Pin everything: the language runtime, the package manager version, the base image digest and every dependency through a lockfile. Install with the command that fails when the lockfile and manifest disagree, such as <code>npm ci</code>, rather than one that silently updates it.</p>
<p>Build the deployable artefact once, tag it with the commit hash and promote that same artefact through staging and production. Rebuilding for each environment means the thing you tested is not the thing you shipped.</p>
<h2>3. Zero tolerance for flaky checks</h2>
<p>A flaky test is a test that sometimes fails without a code change. Automatic retries hide flakiness and train people to ignore failures. Instead, track every failure that passes on retry, quarantine the test with a ticket and an owner, and fix it within a sprint. A quarantined test that nobody fixes should be deleted and replaced; a test nobody runs protects nothing.</p>
<h2>4. Pipelines as code, reviewed like code</h2>
<p>Pipeline definitions live in the repository, go through pull requests and follow the same conventions as application code. Keep them readable: a pipeline file that only one person understands is a single point of failure. Extract repeated steps into reusable workflows or templates, and document why unusual steps exist.</p>
<h2>5. Deployments should be boring</h2>
<p>A deployment should be a non-event that happens many times a week. The practices that make it boring:</p>
<ol>
<li><strong>Automated, one-click or fully automatic promotion</strong> from staging to production, with no manual server access.</li>
<li><strong>Backward-compatible database migrations</strong>: add columns before code uses them, remove them only after no code reads them.</li>
<li><strong>Progressive rollouts</strong>: health-checked rolling deployments at minimum, canaries or feature flags for risky changes.</li>
<li><strong>Fast rollback</strong>: redeploying the previous artefact should take minutes and must be practised, not just documented.</li>
</ol>
<blockquote>If deploying is scary, you will do it less often, each deployment will be bigger, and it will become scarier still. Break the cycle by making releases small.</blockquote>
<h2>6. Secrets and supply chain</h2>
<p>Pipelines hold the keys to production, so treat them accordingly. Use short-lived credentials through OpenID Connect federation with your cloud provider instead of long-lived access keys stored as secrets. Restrict which branches can deploy. Pin third-party actions and plugins to a commit hash, and scan dependencies and container images on every build.</p>
<h2>7. Make failures easy to understand</h2>
<p>A failed check should tell a developer what went wrong without digging through two thousand lines of logs. Publish test reports as annotations on the pull request, upload screenshots and traces for failed browser tests, and print a short summary at the end of each job. Time spent on clear failure output pays back every single day.</p>
<h2>Measuring trust</h2>
<p>We track four numbers for every client pipeline: median time to feedback on pull requests, the percentage of main-branch runs that fail, how many of those failures were flaky, and deployment frequency. When the first three go down and the fourth goes up, the team is trusting its pipeline, and it shows in how confidently they ship.</p>`,
  },
  {
    slug: "test-automation-pyramid-testing-budget",
    title: "The Test Automation Pyramid, Revisited: Where to Spend Your Testing Budget",
    summary:
      "The classic pyramid says write many unit tests and few end-to-end tests. Real projects are messier. How we decide which layer a test belongs in, and how to keep the whole suite fast and meaningful.",
    author: AUTHOR.julian,
    categories: [CATEGORY.qualityAssurance, CATEGORY.softwareDevelopment],
    banner_tag: "quality assurance",
    published_date: "2024-05-07T16:10:00.000Z",
    hero_image_alt_text: "Green artwork with a checklist and ticked boxes",
    hero_image_title: "Where to spend your testing budget",
    view_count: 4390,
    like_count: 158,
    rating_sum: 176,
    rating_count: 41,
    comments: [
      {
        name: "Sofia Andersson",
        email: "sofia.andersson@example.com",
        content:
          "Agree with the point about integration tests against a real database. We replaced hundreds of repository mocks with tests against a throwaway PostgreSQL and found four real bugs in the first week.",
        status: "APPROVED",
        created_date: "2024-05-09T11:40:00.000Z",
      },
    ],
    body: `<p>Mike Cohn's test automation pyramid has guided teams for more than a decade: lots of fast unit tests at the bottom, fewer service-level tests in the middle, a handful of slow UI tests at the top. It is still a useful picture, but we have watched teams follow it to the letter and still ship bugs, because their thousands of unit tests were checking mocks instead of behaviour.</p>
<p>The question is not how many tests of each kind you have. It is where each test gives you the most confidence per second of runtime and per hour of maintenance.</p>
<h2>What each layer is good at</h2>
<h3>Unit tests</h3>
<p>Unit tests shine for logic with many cases and few dependencies: pricing rules, date calculations, parsers, validation, state machines. They run in milliseconds and pinpoint failures precisely. They are poor at catching integration mistakes, and when they depend on heavy mocking they tend to test the implementation rather than the behaviour, which makes refactoring painful.</p>
<h3>Integration and API tests</h3>
<p>This middle layer is where we spend most of our budget on typical business applications. A test that sends an HTTP request to the real application, backed by a real database running in a container, exercises routing, validation, serialisation, queries and transactions together. Modern tooling makes these tests fast enough to run by the hundreds on every pull request.</p>
<h3>End-to-end tests</h3>
<p>Browser tests prove that the whole system works from the user's point of view. They are the only layer that catches a broken button, a misconfigured proxy or a missing environment variable. They are also the slowest and most fragile, so we reserve them for critical journeys: sign-up, checkout, booking, the core workflow of the product.</p>
<h2>The shape we actually aim for</h2>
<p>For a typical web application with an API and a database, our budget looks less like a pyramid and more like a diamond with a solid base:</p>
<ul>
<li>Unit tests for every piece of non-trivial pure logic.</li>
<li>API tests for every endpoint: the happy path, validation errors, authorisation failures and important edge cases.</li>
<li>Ten to thirty end-to-end journeys that a product owner would recognise.</li>
<li>Contract tests where separate teams own the two sides of an interface.</li>
</ul>
<h2>Deciding where a test goes</h2>
<p>When writing a new test, we ask three questions:</p>
<ol>
<li><strong>What could break here that a user would notice?</strong> Write the test that would catch that, at the lowest layer where it is still real.</li>
<li><strong>Does this test need a mock?</strong> If it mocks something you own, such as your own database, consider moving it up a layer. If it mocks something you do not control, such as a payment provider, the mock is appropriate.</li>
<li><strong>Will this test survive a refactor that keeps behaviour unchanged?</strong> If not, it is testing implementation details.</li>
</ol>
<blockquote>A test suite is a product with its own users: the developers. If they do not trust it or cannot understand its failures, it is not doing its job.</blockquote>
<h2>A worked example</h2>
<p>Take a booking feature with a rule that appointments cannot be booked less than two hours ahead, except by staff. The rule itself, with its edge cases around time zones and daylight saving, belongs in unit tests: a dozen cases, running in milliseconds. The API tests check that a patient booking too late receives a 400 with the right message, that a staff member can override it, and that a patient cannot book into another clinic's calendar. One end-to-end test walks a patient through choosing a slot and seeing the confirmation. Each layer checks what it is best at, and none of them duplicates the others.</p>
<h2>Keeping the suite healthy</h2>
<p>Test suites decay like any other code. We keep them healthy with a few habits: every bug fix starts with a failing test; slow tests are profiled monthly; flaky tests are quarantined and fixed within a sprint; and tests create their own data instead of depending on a shared fixture that everybody edits. None of this is glamorous, but a suite that runs in eight minutes and fails only when something is wrong is one of the most valuable assets a software team can own.</p>`,
  },
  {
    slug: "safe-rsql-filtering-for-rest-apis",
    title: "Building Safe RSQL Filtering for REST APIs",
    summary:
      "RSQL gives front ends a compact, URL-friendly filter language. Exposing it naively is an invitation to injection and runaway queries. How to parse, allow-list and translate filters into safe, indexed SQL.",
    author: AUTHOR.maya,
    categories: [CATEGORY.softwareDevelopment],
    banner_tag: "software development",
    published_date: "2024-06-11T15:20:00.000Z",
    hero_image_alt_text: "Deep blue artwork with code brackets and geometric shapes",
    hero_image_title: "Safe RSQL filtering",
    view_count: 2875,
    like_count: 97,
    rating_sum: 139,
    rating_count: 31,
    comments: [],
    body: `<p>Sooner or later, every list screen grows filters. Category, author, date range, status, a text search. The API needs a way to express them, and teams usually start with ad-hoc query parameters: <code>?category=3&amp;author=maya</code>. That works until the product asks for "any of these three categories" or "title contains this phrase and status is not archived".</p>
<p>RSQL, a query language based on FIQL, is a popular answer. A filter like <code>blogCategories.id=in=(1,2);title=ilike='cloud'</code> is compact, URL-friendly and expressive. It is also a string that comes straight from the internet and ends up influencing a database query, which should make any engineer nervous.</p>
<h2>The grammar in brief</h2>
<p>An RSQL expression is a set of comparisons joined by logical operators:</p>
<ul>
<li><code>;</code> means AND, <code>,</code> means OR, and parentheses group.</li>
<li>Comparisons have the form <code>selector operator argument</code>, for example <code>status==PUBLISHED</code> or <code>id=in=(1,2,3)</code>.</li>
<li>Standard operators include <code>==</code>, <code>!=</code>, <code>=lt=</code>, <code>=gt=</code>, <code>=in=</code> and <code>=out=</code>; many implementations add custom ones such as <code>=ilike=</code>.</li>
<li>Arguments may be quoted with single or double quotes, which is where escaping rules start to matter.</li>
</ul>
<h2>Rule one: never concatenate</h2>
<p>The fastest way to turn a filter language into a security incident is to translate it into SQL with string concatenation. Even with careful escaping, sooner or later someone finds a character sequence you did not anticipate. The filter must be parsed into a tree, validated, and translated into a query built with parameters.</p>
<h2>Rule two: allow-list selectors and operators</h2>
<p>Generic RSQL libraries happily map any selector to any entity property, including ones you never meant to expose, such as an internal flag or a soft-delete column. Instead, define explicitly what each endpoint supports:</p>
<pre><code>const blogFilters = {
  "blogCategories.id": { operators: ["=in="], type: "int[]", max: 20 },
  "blogAuthor.slug":   { operators: ["=in=", "=="], type: "slug[]", max: 5 },
  "title":             { operators: ["=ilike="], type: "text", maxLength: 100 },
};</code></pre>
<p>Anything outside the allow-list is a 400 Bad Request with a clear message, never a silently ignored clause. Silent ignoring hides bugs in clients and makes behaviour hard to reason about.</p>
<h2>Rule three: bound the cost</h2>
<p>Even a safe query can be an expensive one. A filter with a thousand OR branches, or a leading-wildcard text search over millions of rows, can tie up a database. Put limits on:</p>
<ol>
<li>The total length of the filter string.</li>
<li>The number of comparisons and the nesting depth.</li>
<li>The number of values in an <code>=in=</code> list.</li>
<li>The length of text arguments, with wildcard characters such as <code>%</code> and <code>_</code> escaped so user input is matched literally.</li>
</ol>
<h2>Rule four: translate to indexed queries</h2>
<p>Think about the query plan for every supported filter. An <code>=in=</code> on category ids should use the join table's index; a case-insensitive title search benefits from a trigram index in PostgreSQL. If a filter cannot be served efficiently, either add the index or do not support the filter. Publishing a capability that times out under load is worse than not offering it.</p>
<blockquote>Treat a filter language like a public API, because it is one. Every selector you accept is a promise you will have to keep.</blockquote>
<h2>Rule five: share the codec with the client</h2>
<p>In a TypeScript stack, put the code that builds and parses filter strings in a shared package used by both the front end and the API. The front end never hand-writes filter strings; it calls a builder with typed inputs. The API parses with the same grammar and rejects anything the builder could not have produced. Property-based tests that generate random filters and check that build-then-parse returns the original input are an excellent safety net for the quoting rules.</p>
<h2>Testing the hostile cases</h2>
<p>Our test suites for filter endpoints always include quotes inside arguments, semicolons and commas inside quoted text, SQL keywords, percent signs, Unicode, empty lists, extremely long strings and unknown selectors. Each must produce either correct results or a 400, never a 500 and never a slow query. With those guarantees in place, RSQL is a pleasant and powerful way to give your front end flexible filtering.</p>`,
  },
  {
    slug: "wcag-2-2-accessibility-checklist-for-product-teams",
    title: "Accessibility Is a Feature: A Practical WCAG 2.2 Checklist for Product Teams",
    summary:
      "Accessibility work is cheapest when it is part of design and development, not an audit at the end. A checklist organised by role, covering the WCAG 2.2 criteria we see fail most often.",
    author: AUTHOR.priya,
    categories: [CATEGORY.uxDesign],
    banner_tag: "ui/ux design",
    published_date: "2024-06-25T16:00:00.000Z",
    hero_image_alt_text: "Magenta artwork with overlapping interface windows and a cursor",
    hero_image_title: "WCAG 2.2 checklist for product teams",
    view_count: 3960,
    like_count: 211,
    rating_sum: 195,
    rating_count: 40,
    comments: [
      {
        name: "Jordan Ellis",
        email: "jordan.ellis@example.org",
        content:
          "Target size minimum was new to our team. We found our table row action icons were 18 pixels. Fixed now, thanks for the clear explanation.",
        reply:
          "Great to hear, Jordan. Icon buttons in dense tables are the most common failure of that criterion we find in audits.",
        status: "APPROVED",
        created_date: "2024-06-27T18:12:00.000Z",
      },
      {
        name: "Mei Tanaka",
        email: "mei.tanaka@example.com",
        content:
          "Would you consider a follow-up on accessible data visualisations? Charts are where our dashboards struggle most.",
        status: "APPROVED",
        created_date: "2024-07-02T07:55:00.000Z",
      },
    ],
    body: `<p>About one in four adults in the United States lives with some form of disability. Add temporary impairments, such as a broken wrist, and situational ones, such as bright sunlight on a phone screen, and accessible design stops being a niche concern. It is simply good design.</p>
<p>Yet accessibility is still often treated as an audit that happens just before launch, producing a long list of defects that are expensive to fix. The better approach is to make it part of everyone's job from the start. Here is the checklist we use, organised by who on the team owns each item.</p>
<h2>For designers</h2>
<ul>
<li><strong>Contrast:</strong> body text at least 4.5:1 against its background, large text and meaningful icons at least 3:1. Check hover, focus and disabled states too, not only the default state.</li>
<li><strong>Do not rely on colour alone:</strong> errors need an icon or text, not just a red border; charts need patterns or labels as well as colours.</li>
<li><strong>Visible focus:</strong> design a clear focus indicator for every interactive element. WCAG 2.2 adds the requirement that focused elements are not hidden by sticky headers or cookie banners.</li>
<li><strong>Target size:</strong> interactive targets of at least 24 by 24 CSS pixels, or enough spacing around smaller ones. We aim for 44 pixels on touch interfaces.</li>
<li><strong>Consistent help:</strong> if you offer help, such as a chat link or phone number, put it in the same place on every page.</li>
<li><strong>Readable layouts:</strong> content must reflow at 320 pixels wide without horizontal scrolling, and remain usable when text is enlarged to 200%.</li>
</ul>
<h2>For developers</h2>
<ul>
<li><strong>Semantic HTML first:</strong> real buttons, links, headings, lists and landmarks. A <code>div</code> with a click handler is invisible to keyboard and screen-reader users unless you rebuild everything a button does for free.</li>
<li><strong>Labels on every input:</strong> a visible label associated with the field, not a placeholder that disappears when typing starts.</li>
<li><strong>Keyboard operability:</strong> every action reachable with Tab, Enter, Space and arrow keys where appropriate; no keyboard traps; modals that move focus in and restore it on close.</li>
<li><strong>Dragging alternatives:</strong> WCAG 2.2 requires that functionality using dragging, such as reordering a list, also works with simple clicks or taps.</li>
<li><strong>Accessible authentication:</strong> do not block password managers or pasting, and avoid cognitive tests such as transcribing distorted characters without an alternative.</li>
<li><strong>Announce changes:</strong> status messages such as "Saved" or "3 results found" should reach screen readers through a live region.</li>
<li><strong>Images:</strong> meaningful alternative text for informative images, empty alt for decorative ones.</li>
</ul>
<h2>For product owners and content writers</h2>
<ul>
<li><strong>Headings that outline the page:</strong> one main heading, then a logical hierarchy that screen-reader users can navigate.</li>
<li><strong>Descriptive links:</strong> "Download the 2024 pricing guide" rather than "click here".</li>
<li><strong>Redundant entry:</strong> do not make users type the same information twice in one process; pre-fill or let them select it.</li>
<li><strong>Clear errors:</strong> say what went wrong and how to fix it, next to the field.</li>
<li><strong>Captions and transcripts</strong> for video and audio content.</li>
</ul>
<h2>For QA</h2>
<ol>
<li>Run an automated checker such as axe in the end-to-end suite on every key page. It catches around a third of issues, reliably and cheaply.</li>
<li>Do a keyboard-only pass of each new feature: unplug the mouse and complete the task.</li>
<li>Test with a screen reader (VoiceOver on macOS and iOS, NVDA on Windows) for critical flows each release.</li>
<li>Zoom to 200% and narrow the window to phone width.</li>
</ol>
<blockquote>Automated tools find the problems that are easy to detect. Real people using assistive technology find the problems that matter most.</blockquote>
<h2>Make it stick</h2>
<p>Checklists only work when they are part of the routine. Add accessibility acceptance criteria to user stories, include an accessibility section in the pull request template, and budget time for a usability session with assistive-technology users at least once per major release. Teams that do this rarely need a painful audit at the end, and their products are better for every user, not only those with disabilities.</p>`,
  },
];
