import { AUTHOR } from "../authors";
import { CATEGORY } from "../categories";
import type { SeedPost } from "../types";

export const posts2026SecondHalf: SeedPost[] = [
  {
    slug: "ai-features-in-an-mvp-build-buy-or-skip",
    title: "AI Features in an MVP: What to Build, What to Buy, What to Skip",
    summary:
      "Every product roadmap now has an AI line item. A practical guide to deciding which AI features belong in a first release, how to prototype them cheaply, and how to ship them without eroding user trust.",
    author: AUTHOR.priya,
    categories: [CATEGORY.softwareDevelopment, CATEGORY.digitalTransformation],
    banner_tag: "digital transformation",
    published_date: "2026-06-02T16:00:00.000Z",
    hero_image_alt_text: "Blue artwork with glowing code brackets and scattered geometric shapes",
    hero_image_title: "AI features in an MVP",
    view_count: 5290,
    like_count: 236,
    rating_sum: 196,
    rating_count: 47,
    comments: [
      {
        name: "Daniel Kowalski",
        email: "daniel.kowalski@example.com",
        content:
          "The 'would users pay for this without the word AI' test is brilliant. We cut two features from our roadmap after asking it honestly.",
        reply:
          "Thank you, Daniel. Cutting features is the hardest and most valuable part of scoping; glad the question helped.",
        status: "APPROVED",
        created_date: "2026-06-04T09:20:00.000Z",
      },
      {
        name: "Grace Liu",
        email: "grace.liu@example.org",
        content:
          "Would love more detail on how you build evaluation sets when the client has very little historical data.",
        status: "APPROVED",
        created_date: "2026-06-07T22:05:00.000Z",
      },
      {
        name: "Omar Haddad",
        email: "omar.haddad@example.net",
        content:
          "Do you have a recommended approach for handling PII when sending data to hosted model APIs?",
        status: "PENDING",
        created_date: "2026-06-11T13:37:00.000Z",
      },
    ],
    body: `<p>Two years ago, founders asked us whether they should add AI to their product. Now they ask which AI features to build first. Large language models and related tools have made things possible in weeks that used to take research teams years: summarising long documents, drafting replies, extracting structured data from messy input, answering questions about a knowledge base.</p>
<p>That ease is also the trap. An MVP exists to test whether a product solves a real problem for real users. AI features that are impressive in a demo but peripheral to that problem add cost, risk and noise to the experiment. Here is how we help clients decide.</p>
<h2>Start with the job, not the technology</h2>
<p>The first question is the same as for any feature: does it help the user do the one job the MVP exists for? A useful test is to describe the feature without mentioning AI and ask whether users would still want it. "Automatically fills in the invoice fields from a photo of the receipt" passes. "AI-powered insights" usually does not, until someone can say which insight and what the user does with it.</p>
<p>AI features tend to fall into a few categories, each with different value and risk:</p>
<table>
<thead><tr><th scope="col">Category</th><th scope="col">Examples</th><th scope="col">Typical MVP verdict</th></tr></thead>
<tbody>
<tr><td>Extraction</td><td>Reading fields from documents, emails or forms</td><td>Often worth it: measurable, easy to review</td></tr>
<tr><td>Drafting</td><td>Suggested replies, first drafts of letters or notes</td><td>Worth it when a human always reviews</td></tr>
<tr><td>Search and Q&amp;A</td><td>Answering questions over the customer's own documents</td><td>Worth it if the knowledge base is the product</td></tr>
<tr><td>Classification and routing</td><td>Triage of tickets, leads or requests</td><td>Good candidate; easy to fall back to rules</td></tr>
<tr><td>Autonomous actions</td><td>Agents that act on the user's behalf</td><td>Usually skip for a first release</td></tr>
<tr><td>Generic assistants</td><td>A chat box that "can help with anything"</td><td>Skip: hard to evaluate, easy to disappoint</td></tr>
</tbody>
</table>
<h2>Buy the model, build the product</h2>
<p>For an MVP, training your own model is almost never the right choice. Hosted model APIs and well-supported open-weight models are capable, and the differentiation of your product lies elsewhere: in the workflow around the model, the data you feed it, how you present results and how users correct them.</p>
<p>What you should build is the thin layer that makes the model useful and safe in your context:</p>
<ul>
<li><strong>Prompt and context construction:</strong> selecting the right data for each request, within the model's context window and your privacy rules.</li>
<li><strong>Structured output handling:</strong> validating the model's output against a schema and handling failures gracefully.</li>
<li><strong>Review interfaces:</strong> letting users accept, edit or reject suggestions quickly.</li>
<li><strong>Logging and evaluation:</strong> recording inputs, outputs and user corrections, with consent, so you can measure quality over time.</li>
</ul>
<h2>Prototype in days, evaluate before you scale</h2>
<p>AI features are unusually cheap to prototype and unusually hard to evaluate. A prompt that works on five examples can fail on the sixth in ways nobody anticipated. Before committing a feature to the MVP, we build a small evaluation set: thirty to a hundred real or realistic examples with the output a domain expert would consider correct. Every change to prompts, models or context is measured against it.</p>
<p>When the client has little historical data, we create the evaluation set together with domain experts during discovery, deliberately including awkward cases: handwritten documents, ambiguous requests, missing fields, inputs in other languages. This exercise often reveals that the problem is harder or easier than assumed, which is exactly the kind of learning discovery is for.</p>
<blockquote>If you cannot say how you will know the AI feature is working, you are not ready to ship it, however good the demo looks.</blockquote>
<h2>Design for being wrong</h2>
<p>Models make mistakes, sometimes confidently. Product design has to assume this:</p>
<ol>
<li><strong>Keep a human in the loop</strong> for anything that affects money, health, legal position or external communication. The AI drafts or suggests; the person decides.</li>
<li><strong>Show provenance.</strong> When the system answers a question from documents, link to the passages it used so users can verify.</li>
<li><strong>Make correction effortless.</strong> Editing a suggestion should be faster than writing from scratch, or users will stop using the feature.</li>
<li><strong>Fall back gracefully.</strong> When the model is unavailable, slow or returns invalid output, the product should still work, perhaps with a manual path.</li>
<li><strong>Be honest in the interface.</strong> Label AI-generated content as such, and avoid language that overstates what the system knows.</li>
</ol>
<h2>Mind the data</h2>
<p>Sending customer data to a third-party model is a data-processing decision like any other. Check the provider's terms on data retention and training, sign the appropriate agreements (including a BAA for health data), minimise what you send, redact identifiers where the task allows, and document the flows in your privacy notice. In regulated industries, these checks belong in week one, not the week before launch.</p>
<h2>Watch the unit economics</h2>
<p>Model usage is billed per token or per request, and costs scale with usage in a way traditional hosting does not. Estimate cost per user action early, set budgets and alerts, cache results where the same input recurs, and use smaller, cheaper models for simple steps such as classification. An MVP that loses money on every active user is fine for learning, but you should know that it does.</p>
<h2>What to skip, for now</h2>
<p>Features we routinely move to the "after launch" list: autonomous agents that take actions without confirmation, open-ended chat assistants, fine-tuning, building a custom model, and AI features for secondary user roles. Each can be valuable later, once the core product has proven itself and you have real usage data to guide the work.</p>
<h2>A simple decision checklist</h2>
<ul>
<li>Does the feature help the MVP's one job, described without the word AI?</li>
<li>Can a user verify and correct its output easily?</li>
<li>Do we have an evaluation set, and does the feature meet a quality bar on it?</li>
<li>Is the data flow acceptable to our customers and regulators?</li>
<li>Do we know the cost per use, and can we afford the experiment?</li>
</ul>
<p>If the answer to all five is yes, build it, and build it well. If not, put it on the list for version two, and let the MVP answer the question it was built to answer.</p>`,
  },
  {
    slug: "remote-patient-monitoring-in-the-cloud",
    title: "Remote Patient Monitoring in the Cloud: Architecture for Device Data at Scale",
    summary:
      "Blood pressure cuffs, glucose meters and pulse oximeters send a steady stream of readings that clinicians must be able to trust. The cloud architecture we use for remote patient monitoring: ingestion, validation, alerting, clinical review and billing evidence.",
    author: AUTHOR.julian,
    categories: [CATEGORY.healthcareTech, CATEGORY.devopsCloud],
    banner_tag: "healthcare",
    published_date: "2026-08-18T16:30:00.000Z",
    hero_image_alt_text: "Cyan artwork with a medical cross, a pulse line and rounded shapes",
    hero_image_title: "Remote patient monitoring architecture",
    view_count: 1875,
    like_count: 79,
    rating_sum: 97,
    rating_count: 21,
    comments: [
      {
        name: "Rebecca Stein",
        email: "rebecca.stein@example.com",
        content:
          "Thank you for covering clock skew. We spent weeks chasing 'readings from the future' before realising one gateway model reported local time without an offset.",
        reply:
          "A classic, Rebecca. Storing the device time, the gateway time and the server receipt time separately makes those issues visible immediately.",
        status: "APPROVED",
        created_date: "2026-08-20T16:18:00.000Z",
      },
    ],
    body: `<p>Remote patient monitoring (RPM) moves part of chronic care out of the clinic and into the patient's home. A patient with hypertension takes a blood pressure reading each morning; the reading travels from a cellular-connected cuff to the care team's dashboard; a nurse calls when values drift out of range. In the United States, Medicare and many commercial payers reimburse RPM services, which has driven rapid growth in programmes and platforms.</p>
<p>From an engineering perspective, RPM combines the hard parts of IoT, healthcare data and clinical workflow. The stakes are real: a missed alert can mean a missed deterioration, and a flood of false alerts leads clinicians to ignore the system. This article describes the architecture we use and the decisions behind it.</p>
<h2>The data path at a glance</h2>
<ol>
<li>A device takes a reading (blood pressure, weight, glucose, oxygen saturation).</li>
<li>The reading reaches the cloud either directly over a cellular connection, through a vendor's cloud, or via a phone app using Bluetooth.</li>
<li>An ingestion service authenticates the source, validates and normalises the reading, and stores it.</li>
<li>A rules engine evaluates the reading against the patient's thresholds and trends.</li>
<li>Alerts go to a clinical work queue; all readings appear in the patient's timeline.</li>
<li>Interaction time and reading days are tracked for clinical documentation and billing.</li>
<li>Summaries are sent to the electronic health record.</li>
</ol>
<h2>Choosing devices: cellular beats Bluetooth for most programmes</h2>
<p>Device choice is an architectural decision. Bluetooth devices need a paired phone and an app that is running, updated and permitted to work in the background. For older patients and those with limited technology access, every one of those is a point of failure. Cellular devices work out of the box: the patient takes a reading and it is sent. They cost more per device, but programme adherence is usually much higher, and adherence is what determines both clinical value and reimbursement eligibility.</p>
<p>Most programmes end up with devices from several manufacturers, each with its own API or data feed. We write an adapter per vendor that converts vendor payloads into a single internal reading format, so that nothing downstream depends on a particular vendor.</p>
<h2>Ingestion: accept quickly, process reliably</h2>
<p>Vendor webhooks and device gateways expect fast acknowledgement and will retry if they do not get it. The ingestion endpoint therefore does as little as possible synchronously: verify the signature or credentials, check the payload is well-formed, write it unchanged to durable storage and a queue, and respond. Everything else happens asynchronously.</p>
<pre><code>POST /ingest/vendor-a
  1. verify HMAC signature over raw body        -&gt; 401 if invalid
  2. parse and check schema version            -&gt; 400 if malformed
  3. store raw payload (object storage, hash)   
  4. enqueue {vendor, payload_ref, received_at}
  5. respond 202 Accepted</code></pre>
<p>Keeping the raw payload, as received, serves the same purpose it does in any healthcare integration: when a clinician or auditor questions a value, you can show exactly what the device sent.</p>
<h2>Normalisation and validation</h2>
<p>The processing workers turn raw payloads into readings in a canonical model. Each reading records the patient, the device serial number, the measurement type, values with explicit units, and three timestamps: when the device says it measured, when the gateway or vendor received it, and when we received it.</p>
<h3>Time is harder than it looks</h3>
<p>Device clocks drift, some gateways report local time without an offset, and readings taken offline arrive in a burst hours later. We never overwrite one timestamp with another. The clinical timeline uses the measurement time, corrected when we can detect skew, and flags readings whose times are implausible, such as readings in the future or before the device was assigned to the patient.</p>
<h3>Units and plausibility</h3>
<p>Weight arrives in pounds from one vendor and kilograms from another. Glucose is reported in mg/dL in the US but mmol/L in many other countries. Convert to canonical units at ingestion, store the original value and unit alongside, and reject physiologically impossible values, such as a systolic pressure of 20 or 400, into a review queue rather than the patient's chart.</p>
<h3>Device-to-patient assignment</h3>
<p>Readings arrive tagged with a device, not a patient. The mapping between them changes when devices are replaced, returned or reassigned, so it must be stored with effective dates, and each reading is attributed using the assignment valid at its measurement time. Getting this wrong attributes one patient's readings to another, which is both a clinical and a privacy incident. We treat assignment changes as audited events that require a staff member's confirmation.</p>
<h2>Rules and alerts: fewer, better alerts</h2>
<p>Alert fatigue is the biggest threat to an RPM programme's clinical value. If nurses receive hundreds of alerts a day, most of them noise, the important ones get lost. Our rules engine supports:</p>
<ul>
<li><strong>Per-patient thresholds</strong> set by the clinician, with programme defaults as a starting point.</li>
<li><strong>Confirmation rules</strong>: a single high reading triggers a prompt to re-measure; an alert fires only if the repeat is also high.</li>
<li><strong>Trend rules</strong>: for heart failure patients, a weight gain of a few pounds over several days can matter more than any single reading.</li>
<li><strong>Missing-data rules</strong>: no readings for several days is itself a signal, often of a device problem or a patient who needs support.</li>
<li><strong>Severity levels</strong> that route critical values for immediate attention and lower-priority ones to a daily review.</li>
</ul>
<p>Rules are versioned, and every alert records which rule version fired and with which inputs. When clinical leadership adjusts a rule, they can see how many alerts the change would have produced over the past month before enabling it.</p>
<blockquote>An alert that does not lead to a clinical action is a cost. Measure how many alerts result in an intervention, and tune until that number is high.</blockquote>
<h2>Clinical work queue</h2>
<p>The dashboard clinicians use all day is a work queue, not a wall of charts. Each item shows the patient, the reason, the relevant recent readings in context, and the actions available: call the patient, message them, adjust a threshold, escalate to a physician, or dismiss with a reason. Every action is timestamped and attributed. Two nurses should never call the same patient about the same alert, so items are claimed when opened.</p>
<h2>Evidence for documentation and billing</h2>
<p>RPM billing codes depend on measurable facts: the number of days with transmitted readings in a period, and the minutes of clinical staff time spent on monitoring and interactive communication. The platform should capture these as a by-product of normal work. Readings are counted per calendar day by the patient's time zone; staff time is recorded from timed activities and calls, not estimated afterwards. A monthly report per patient gives the billing team the evidence they need, and auditors a trail that leads back to individual readings and actions. Billing rules change, so we keep the counting logic configurable and have the client's compliance team confirm it each year.</p>
<h2>Scaling and reliability</h2>
<p>RPM traffic is modest per patient but spiky: most people take readings in the morning, so thousands arrive within the same hour. The queue between ingestion and processing absorbs the peak; workers scale on queue depth. Processing is idempotent, keyed by vendor and vendor reading identifier, so retries and duplicate deliveries never create duplicate readings.</p>
<p>We monitor the pipeline end to end with synthetic readings from test devices every few minutes, alerting if one does not appear on a test patient's timeline within a set time. That single check has caught vendor outages, expired credentials and broken deployments before any clinician noticed.</p>
<table>
<thead><tr><th scope="col">Component</th><th scope="col">Failure mode</th><th scope="col">Mitigation</th></tr></thead>
<tbody>
<tr><td>Vendor cloud</td><td>Outage or delayed webhooks</td><td>Polling backfill when webhooks go quiet; missing-data alerts suppressed during known outages</td></tr>
<tr><td>Ingestion</td><td>Burst of traffic</td><td>Accept-and-queue design, autoscaling workers</td></tr>
<tr><td>Rules engine</td><td>Bad rule deployed</td><td>Versioned rules, backtesting, staged rollout</td></tr>
<tr><td>Notifications</td><td>Provider failure</td><td>Secondary provider, in-app queue as source of truth</td></tr>
</tbody>
</table>
<h2>Onboarding is part of the architecture</h2>
<p>The most sophisticated pipeline is useless if patients stop taking readings after the second week. Adherence depends heavily on the first few days, so we treat onboarding as a first-class workflow in the platform rather than a paper leaflet in the box:</p>
<ul>
<li>Device shipment is tracked, and the care team sees when a device is delivered but has not sent a first reading.</li>
<li>The first reading triggers a welcome call task, so a nurse can check technique while the patient still has the device in hand.</li>
<li>Patients choose a reminder time that fits their routine, and reminders stop automatically once a reading arrives that day.</li>
<li>Printed instructions use large type, pictures and plain language, with translations for the programme's main languages.</li>
</ul>
<p>Programmes that invest here see far fewer patients drift out of monitoring, which matters clinically and also keeps them eligible for the services the programme bills.</p>
<h2>Security and privacy</h2>
<p>Everything in an RPM platform is protected health information. Device vendors, cloud services and messaging providers need Business Associate Agreements; data is encrypted in transit and at rest; access is role-based with audit logs of every view. Patient-facing messages stay discreet: "Your care team would like you to take another reading" rather than a message that names a condition.</p>
<h2>Integrating with the EHR</h2>
<p>Clinicians need RPM data in the record they already use. Rather than pushing every reading, which clutters the chart, we send periodic summaries and notable events, using FHIR Observation resources where the EHR accepts them or documents where it does not. The RPM platform remains the detailed source; the EHR gets what the wider care team needs.</p>
<h2>Summary</h2>
<p>A remote patient monitoring platform is a data pipeline, a clinical tool and a billing system at once. The architecture that works treats each reading as evidence: preserved as received, normalised carefully, attributed correctly, evaluated by transparent rules and acted on through a workflow that records what happened. Get that right, and the technology fades into the background, which is exactly where clinicians want it.</p>`,
  },
  {
    slug: "fraud-detection-rules-engines-for-payment-platforms",
    title: "Fraud Detection Rules Engines for Payment Platforms",
    summary:
      "Machine learning gets the headlines, but most payment platforms stop most fraud with well-designed rules. How to build a rules engine that analysts can change safely, that explains its decisions and that can be tested before it blocks a real customer.",
    author: AUTHOR.maya,
    categories: [CATEGORY.fintech, CATEGORY.qualityAssurance],
    banner_tag: "financial",
    published_date: "2026-09-22T15:15:00.000Z",
    hero_image_alt_text: "Golden brown artwork with bar charts and a coin",
    hero_image_title: "Fraud detection rules engines",
    view_count: 980,
    like_count: 41,
    rating_sum: 59,
    rating_count: 13,
    comments: [
      {
        name: "Marta Nowak",
        email: "marta.nowak@example.com",
        content:
          "Shadow mode is underrated. We deployed a velocity rule directly to blocking once and declined a whole conference's worth of legitimate registrations in an hour.",
        reply:
          "Ouch, Marta, but a very common story. Event and holiday traffic is exactly why we insist on a shadow period against recent live data.",
        status: "APPROVED",
        created_date: "2026-09-24T19:27:00.000Z",
      },
      {
        name: "Liam O'Connor",
        email: "liam.oconnor@example.net",
        content: "Do you combine rules with model scores, or keep them separate?",
        status: "PENDING",
        created_date: "2026-09-29T08:03:00.000Z",
      },
    ],
    body: `<p>Fraud on a payment platform takes many forms: stolen cards, account takeover, fake merchants, refund abuse, promotions exploited by the same person with a hundred email addresses. Machine learning models are valuable for spotting patterns humans miss, but on most platforms we work with, the first and often largest line of defence is a rules engine: explicit conditions written by fraud analysts, evaluated on every transaction in milliseconds.</p>
<p>Rules are easy to write and surprisingly hard to run well. A single careless rule can decline thousands of legitimate customers. Here is how we design engines that let analysts move fast without breaking the business.</p>
<h2>Separate rules from code</h2>
<p>Fraud patterns change weekly; deployment cycles should not limit how fast analysts respond. Rules are stored as data, in a constrained expression language, and managed through an interface with its own review and approval flow. Engineers build and maintain the engine, the features it can reference and the safety mechanisms; analysts own the rules.</p>
<pre><code>rule "new-account-high-value-foreign-card"
  when account.age_days &lt; 2
   and txn.amount_usd &gt; 500
   and card.country != account.country
  then review  priority high
  reason "New account, high value, card issued abroad"</code></pre>
<h2>Features are the real product</h2>
<p>Rules are only as good as the signals they can use. The engine exposes a catalogue of features, each computed consistently and documented: account age, amount in a common currency, velocity counts (transactions per card, per device, per IP address in the last hour or day), distance between billing and IP location, whether the email domain is disposable, previous chargebacks on the same card. Velocity features need fast counters, typically in an in-memory store with sliding windows, updated in the same flow that evaluates the rules.</p>
<h2>Decisions with explanations</h2>
<p>Every evaluation produces a decision (approve, review, challenge with additional authentication, or decline) and a record of which rules matched and which feature values they saw. That record powers the analyst's review screen, answers the support agent's question "why was this customer declined?", and provides evidence when a decision is disputed.</p>
<h2>Test rules before they act</h2>
<p>This is where most engines fall short, and where quality assurance practices belong in fraud operations:</p>
<ol>
<li><strong>Backtesting:</strong> run a proposed rule against the last thirty or ninety days of transactions, labelled with known outcomes such as chargebacks and confirmed fraud, and report how much fraud it would have caught and how many good transactions it would have hit.</li>
<li><strong>Shadow mode:</strong> deploy the rule so that it evaluates live traffic and records what it would have done, without acting, for a few days.</li>
<li><strong>Gradual activation:</strong> start with review rather than decline, or apply to a percentage of traffic.</li>
<li><strong>Automatic guards:</strong> if a rule's hit rate suddenly jumps far above its backtest, pause it and alert the owner.</li>
</ol>
<blockquote>The cost of fraud is visible in chargebacks. The cost of false declines is invisible: customers who quietly never come back. A good engine measures both.</blockquote>
<h2>Measure precision, not just catches</h2>
<p>For each rule, track how many transactions it flags, what proportion turn out to be fraud, and how much fraud value it prevents. Rules with low precision should be refined or retired. Review the rule set quarterly; rule sets only grow unless someone prunes them, and old rules written for past attacks often hit good customers today.</p>
<h2>Rules and models together</h2>
<p>Rules and machine learning complement each other. A model score can be a feature the rules use ("score above 0.9 and amount above $200"), which keeps decisions explainable while benefiting from the model's pattern detection. Rules also cover new attack patterns the model has not been trained on yet, while analysts' confirmed cases become training labels for the next model version.</p>
<h2>Operational requirements</h2>
<p>The engine sits in the payment path, so it must be fast, with a latency budget in tens of milliseconds, and it must fail safely. Decide explicitly what happens when it is unavailable: approve low-risk transactions and queue them for later review, or decline high-risk categories. Document that choice with the business, because it is a risk decision, not a technical one.</p>`,
  },
  {
    slug: "the-checklist-we-run-before-every-release",
    title: "The Checklist We Run Before Every Release",
    summary:
      "A short, practical release checklist that fits on one screen. Twelve checks that catch the mistakes automated pipelines miss, from migrations to rollback plans.",
    author: AUTHOR.julian,
    categories: [CATEGORY.qualityAssurance],
    banner_tag: null,
    published_date: "2026-11-03T16:00:00.000Z",
    hero_image_alt_text: "Green artwork with a checklist of ticked items",
    hero_image_title: "Our pre-release checklist",
    view_count: 415,
    like_count: 22,
    rating_sum: 0,
    rating_count: 0,
    comments: [
      {
        name: "Chloe Martin",
        email: "chloe.martin@example.com",
        content:
          "Printed this and stuck it next to our deploy button. Item 9 would have saved us last month.",
        status: "PENDING",
        created_date: "2026-11-05T14:22:00.000Z",
      },
    ],
    body: `<p>Our pipelines run thousands of automated checks on every change. They still cannot tell us whether the release notes make sense, whether support knows about a changed screen, or whether anyone has thought about what happens if we need to roll back halfway through a data migration. So before each production release, the release owner spends five minutes on this list.</p>
<h2>Before</h2>
<ol>
<li>All required checks are green on the exact commit being released, with no tests quarantined in this release's scope.</li>
<li>Database migrations are backward compatible with the currently running version.</li>
<li>New configuration values and secrets exist in production, not only in staging.</li>
<li>Feature flags for unfinished work are off in production.</li>
<li>Release notes are written in language a customer would understand.</li>
<li>Support and client contacts know about visible changes.</li>
</ol>
<h2>During</h2>
<ol>
<li>Someone other than the deployer is watching dashboards for errors and latency.</li>
<li>Smoke tests run against production immediately after deployment.</li>
<li>The rollback command is known, tested recently and ready to paste.</li>
</ol>
<h2>After</h2>
<ol>
<li>Error rates and key business metrics are compared with the previous day after thirty minutes.</li>
<li>The release is tagged and the change log is published.</li>
<li>Anything surprising is written down for the next retrospective.</li>
</ol>
<blockquote>Checklists are not a sign that people are careless. They exist because careful people, on a busy afternoon, still forget things.</blockquote>
<h2>How we keep it useful</h2>
<p>The list lives in the repository next to the pipeline configuration, so changes to it are reviewed like code. Whenever an incident review finds a mistake that a human check would have caught, we add one line. Whenever an item has been fully automated by the pipeline, we remove it. A checklist that only grows eventually gets skimmed, and a skimmed checklist protects nobody.</p>
<p>It takes five minutes. It has saved us many hours.</p>`,
  },
];
