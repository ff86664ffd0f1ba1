/**
 * News and media articles 1-10. Bodies are HTML the client sanitizes before rendering.
 * NOTE: article 10 deliberately contains <img src="x" onerror="alert(1)"> so the client's
 * sanitizer has an event handler to strip; it must render as a harmless broken image at most.
 */
import type { DemoArticle } from '../types';
import { SP } from './sponsors';
import { TG } from './tags';

/** 12 generated article images for 30 articles, reused in order. */
export const articleImage = (id: number) =>
  `articles/article-${String(((id - 1) % 12) + 1).padStart(2, '0')}.webp`;

export const articlesA: DemoArticle[] = [
  {
    id: 1,
    name: 'Retrieval practice: what a decade of classroom studies tells us',
    image: articleImage(1),
    tags: [TG.research, TG.editorsChoice],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 2,
    body: `<p>Few findings in the learning sciences are as robust as the testing effect: recalling information strengthens memory more than re-reading it. What has changed over the last ten years is where the evidence comes from. Early studies used word lists in university labs; recent ones run in ordinary classrooms, with real curricula and real timetables.</p>
<h2>What holds up in the classroom</h2>
<p>Across subjects and age groups, short low-stakes quizzes at the start or end of a lesson improve performance on later tests, including questions that were never quizzed directly. The effect is largest when retrieval is spaced out over days and weeks and when students get the correct answer straight afterwards.</p>
<ul>
<li>Keep it low-stakes: quizzes that count towards grades raise anxiety and invite cramming.</li>
<li>Mix old and new material, so that last month's topic keeps coming back.</li>
<li>Give feedback quickly; an unanswered wrong guess can stick.</li>
</ul>
<blockquote>Retrieval is not a way to check learning. It is one of the ways learning happens.</blockquote>
<p>If you are new to the idea, <a href="https://www.retrievalpractice.org">retrievalpractice.org</a> collects practical guides written with researchers. Our course <em>Designing Micro-Lessons</em> shows how to close every short lesson with a two-minute retrieval task.</p>`,
  },
  {
    id: 2,
    name: 'Five-minute lesson starters that actually get used',
    image: articleImage(2),
    tags: [TG.shortRead, TG.toolkit, TG.secondary],
    topic: 'Practice',
    sponsor: null,
    published_days_ago: 4,
    body: `<p>A good starter gets everyone thinking before the register is finished. A bad one becomes a ten-minute activity that eats the lesson. We asked thirty teachers in our community which starters they still use after a full school year.</p>
<ul>
<li><strong>Three from last week:</strong> three quick questions on material from seven days ago.</li>
<li><strong>Odd one out:</strong> four terms or images; students justify which does not belong.</li>
<li><strong>Fix the mistake:</strong> a worked solution with one deliberate error.</li>
<li><strong>Before and after:</strong> one sentence about what they knew before the last lesson and what they know now.</li>
</ul>
<p>What the survivors have in common is that they need no preparation on the day, work without technology and connect to what came before. The starters that were dropped usually needed printing, logins or long explanations.</p>
<p>Share your own favourite in the community discussion, and look at the starter templates in the <a href="https://events.example.org/starters-swap">starter swap event</a> resources.</p>`,
  },
  {
    id: 3,
    name: 'How a Kazan lyceum built a mentoring culture in two years',
    image: articleImage(3),
    tags: [TG.caseStudy, TG.northwind],
    topic: 'Community',
    sponsor: SP.northwind,
    published_days_ago: 6,
    body: `<p>Two years ago, new teachers at Kazan IT Lyceum were given a timetable, a set of keys and a colleague's phone number. Today every newcomer has a trained mentor, a protected weekly meeting and a clear plan for the first term. Aigul Khairullina, who led the change, says it started with a question rather than a policy.</p>
<blockquote>We asked our teachers what they wish someone had told them in their first month. The answers wrote our mentoring programme for us.</blockquote>
<h2>What they changed</h2>
<ul>
<li>Mentors get one lesson a week off their timetable for mentoring.</li>
<li>Observations are short, frequent and never graded.</li>
<li>Each meeting ends with one action step that is rehearsed on the spot.</li>
</ul>
<p>Staff turnover among new teachers has dropped noticeably, and the mentors say the work has improved their own teaching too. The lyceum now hosts colleagues from other schools in the republic twice a year.</p>
<p>The programme drew on the Northwind Academy mentoring playbook, and the school's templates are part of our course <em>Mentoring New Teachers</em>.</p>`,
  },
  {
    id: 4,
    name: 'What a stronger induction framework means for mentors',
    image: articleImage(4),
    tags: [TG.intermediate, TG.research],
    topic: 'Policy',
    sponsor: null,
    published_days_ago: 9,
    body: `<p>Many education systems are extending induction for new teachers from one year to two and putting more weight on structured mentoring. That is good news for new colleagues, but it changes the job of the mentor considerably.</p>
<h2>From buddy to teacher educator</h2>
<p>Mentors are increasingly expected to follow a curriculum, observe regularly and give feedback against specific standards. That asks for time and training that many schools have not yet budgeted for.</p>
<ul>
<li>Check how much release time your school allocates to mentors, and ask early if it is not enough.</li>
<li>Keep short, factual notes of each meeting; they protect both you and your mentee.</li>
<li>Separate mentoring from formal assessment where you can, so that mentees can speak honestly.</li>
</ul>
<p>The <a href="https://www.oecd.org/education/">OECD's work on teachers</a> compares induction arrangements across countries and is a useful starting point for conversations with school leaders.</p>`,
  },
  {
    id: 5,
    name: 'Choosing a quiz tool: a checklist for departments',
    image: articleImage(5),
    tags: [TG.toolkit, TG.aurora],
    topic: 'Technology',
    sponsor: SP.aurora,
    published_days_ago: 12,
    body: `<p>Every department seems to use a different quiz app, and every student has six logins. Before you add a seventh, agree on what the tool is actually for. This checklist came out of a workshop with heads of department from four schools.</p>
<h2>Questions to ask before you choose</h2>
<ul>
<li>Does it support the question types you need, such as multiple answers or short text?</li>
<li>Can you see results per question, not just per student?</li>
<li>Does it work with a screen reader and on a cheap phone?</li>
<li>Where is student data stored, and can you delete it?</li>
<li>Can students use it without creating yet another account?</li>
</ul>
<p>The most common regret we heard was choosing a tool for its animations and leaderboards. They are fun for a week; after that, teachers want fast question writing and clear reports.</p>
<blockquote>The best quiz tool is the one your whole department will still be using in June.</blockquote>
<p>Once you have a shortlist, pilot the two strongest candidates with one class each for a month. Compare how long it takes to write a ten-question quiz and to read the results, not only the list of features.</p>`,
  },
  {
    id: 6,
    name: 'Why cognitive load theory matters for slide design',
    image: articleImage(6),
    tags: [TG.research, TG.higherEd],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 16,
    body: `<p>Working memory is small. When a slide asks learners to read a paragraph while listening to a different explanation, it splits their limited attention and both messages suffer. Cognitive load theory gives this everyday experience a name and a set of testable design rules.</p>
<h2>Three effects worth knowing</h2>
<p>The <strong>redundancy effect</strong>: reading the same text that is being spoken adds load without adding information. The <strong>split-attention effect</strong>: labels placed away from the diagram they describe force learners to search. The <strong>worked example effect</strong>: novices learn more from studying solved problems than from solving problems unaided.</p>
<p>None of this means slides should be empty. It means every element should earn its place, and that diagrams with labels in the right place often beat bullet points.</p>
<p>For an accessible introduction, look for <em>Cognitive load theory: research that teachers really need to understand</em>, a widely read review from the <a href="https://education.nsw.gov.au">New South Wales Department of Education</a>.</p>`,
  },
  {
    id: 7,
    name: 'Whole-class feedback: notes from a year of trying it',
    image: articleImage(7),
    tags: [TG.caseStudy, TG.secondary],
    topic: 'Practice',
    sponsor: null,
    published_days_ago: 20,
    body: `<p>Oliver Bennett teaches science in Manchester. Last September he stopped writing comments on every exercise book and started using a single whole-class feedback sheet. Here is what he learned.</p>
<p>The first surprise was time. Reading thirty books and noting patterns took him about forty minutes, against two and a half hours of individual comments. The second surprise was that students did more with the feedback, because the next lesson began with twenty minutes of improvement work.</p>
<h2>What went on the sheet</h2>
<ul>
<li>Two or three misconceptions, each with a question to re-test it.</li>
<li>Short extracts of strong answers, shown anonymously.</li>
<li>Key vocabulary that was misspelled or misused.</li>
</ul>
<blockquote>My students used to read my comments. Now they act on them, because the lesson is built around them.</blockquote>
<p>The main risk, he says, is that individual students feel unseen. He now adds one spoken comment per student during the improvement lesson.</p>`,
  },
  {
    id: 8,
    name: 'Inside a professional learning community in Helsinki',
    image: articleImage(8),
    tags: [TG.caseStudy, TG.primary],
    topic: 'Community',
    sponsor: null,
    published_days_ago: 25,
    body: `<p>Every Wednesday afternoon, six primary teachers in a Helsinki school meet for ninety minutes to look at their pupils' work. There are no presentations and no minutes to approve. Aino Virtanen, who coordinates the group, describes it as "a lab for our own teaching".</p>
<p>This year the group is investigating how pupils explain their reasoning in mathematics. Each teacher tries one change for three weeks, collects a few samples of work and brings them back to the group.</p>
<h2>Their ground rules</h2>
<ul>
<li>Describe what you see in the work before you interpret it.</li>
<li>Talk about teaching, not about teachers.</li>
<li>Leave every meeting with one thing to try.</li>
</ul>
<p>The group has produced no glossy report, but its members say the conversations have changed how they plan. If you want to start something similar, our course <em>Leading Professional Learning Communities</em> includes the protocols they use.</p>`,
  },
  {
    id: 9,
    name: 'Phones in classrooms: reading the evidence behind the bans',
    image: articleImage(9),
    tags: [TG.research, TG.secondary],
    topic: 'Policy',
    sponsor: null,
    published_days_ago: 31,
    body: `<p>More and more schools and governments are restricting mobile phones during the school day. Supporters point to distraction and wellbeing; critics point to lost learning opportunities and unenforceable rules. What does the evidence actually say?</p>
<p>Studies generally find that phones being present and active during lessons lowers attention and performance on tasks that need concentration. Evidence on whole-school bans is more mixed: effects depend heavily on how consistently the rules are applied and on what pupils were doing with phones before.</p>
<ul>
<li>Clear, consistently enforced rules matter more than the exact policy.</li>
<li>Planned uses in lessons, such as data logging in science, can continue under most policies.</li>
<li>Wellbeing effects are hard to separate from everything else happening in teenagers' lives.</li>
</ul>
<p>UNESCO's <a href="https://www.unesco.org/gem-report/">Global Education Monitoring Report on technology in education</a> is a balanced overview if you need to brief governors or parents.</p>`,
  },
  {
    id: 10,
    name: 'Captions for every lesson video: a practical workflow',
    image: articleImage(10),
    tags: [TG.toolkit, TG.aurora, TG.shortRead],
    topic: 'Technology',
    sponsor: SP.aurora,
    published_days_ago: 35,
    // Sanitizer check: the inline <img onerror> below must be stripped by the client.
    body: `<p>Captions help far more people than those who cannot hear the audio: learners watching in a noisy room, learners reading in a second language and anyone who wants to skim. Yet most school videos still have none. The good news is that a decent workflow now takes minutes per video.</p>
<h2>A four-step routine</h2>
<ul>
<li>Record with a clip-on microphone; clean audio halves the editing time.</li>
<li>Generate automatic captions in your video platform.</li>
<li>Correct names, subject terms and numbers; automatic captions get these wrong most often.</li>
<li>Export a transcript and attach it to the lesson as well.</li>
</ul>
<p>Here is what an uncorrected caption file looks like before review: <img src="x" onerror="alert(1)"> As you can see, the errors cluster around technical vocabulary.</p>
<blockquote>Captioning is not extra work on top of the video. It is part of finishing the video.</blockquote>
<p>The <a href="https://www.w3.org/WAI/media/av/captions/">W3C guidance on captions</a> explains what good captions include, from speaker names to sound cues.</p>`,
  },
];
