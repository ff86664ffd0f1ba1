/** News and media articles 21-30 (the oldest ones). */
import type { DemoArticle } from '../types';
import { articleImage } from './articles-a';
import { SP } from './sponsors';
import { TG } from './tags';

export const articlesC: DemoArticle[] = [
  {
    id: 21,
    name: 'Metacognition: teaching students to plan, monitor and evaluate',
    image: articleImage(21),
    tags: [TG.research, TG.editorsChoice],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 112,
    body: `<p>Students who can plan how to approach a task, notice when they are stuck and evaluate what worked tend to learn more, in every subject. The encouraging finding from recent research is that these habits can be taught, and that ordinary teachers can teach them.</p>
<h2>Make your thinking visible</h2>
<p>The most effective starting point is modelling: solving a problem aloud and narrating the decisions an expert makes without noticing. "Before I start, what do I already know about this type of question? This is not working; what else could I try?"</p>
<ul>
<li>Plan: ask students to predict which part of a task will be hardest.</li>
<li>Monitor: pause mid-task and ask "Is your method working? How do you know?"</li>
<li>Evaluate: finish with "What would you do differently next time?"</li>
</ul>
<p>The <a href="https://educationendowmentfoundation.org.uk">Education Endowment Foundation</a> has published practical guidance on metacognition and self-regulated learning that many schools in our community use as a starting point.</p>`,
  },
  {
    id: 22,
    name: 'Vocabulary routines that fit into any subject',
    image: articleImage(22),
    tags: [TG.toolkit, TG.secondary, TG.primary],
    topic: 'Practice',
    sponsor: null,
    published_days_ago: 120,
    body: `<p>Every subject has its own language, and students who do not own it struggle to read, write and think in that subject. The good news is that a few short routines, used consistently, make a visible difference within a term.</p>
<ul>
<li><strong>Say it, define it, use it:</strong> students say the new word aloud, hear a student-friendly definition and use it in a sentence straight away.</li>
<li><strong>Word families:</strong> photosynthesis, photograph, telephoto: what does "photo" mean?</li>
<li><strong>Frayer models:</strong> definition, characteristics, examples and non-examples on one card.</li>
<li><strong>Weekly recall:</strong> five words from previous weeks in every starter quiz.</li>
</ul>
<blockquote>Teaching a word once is introducing it. Owning it takes many meetings.</blockquote>
<p>None of these routines takes more than five minutes. What matters is that they happen in every lesson, so that students expect to meet new words and to use them.</p>
<p>Tatiana Belova, who leads our course <em>Language-Rich Classrooms</em>, recommends choosing no more than five words a lesson and returning to them for weeks.</p>`,
  },
  {
    id: 23,
    name: 'Corporate trainers and teachers: what we can learn from each other',
    image: articleImage(23),
    tags: [TG.corporate, TG.caseStudy],
    topic: 'Community',
    sponsor: null,
    published_days_ago: 130,
    body: `<p>Our community brings together school teachers and workplace trainers, two groups that rarely meet. At a joint session last spring, we asked each side what they envied about the other.</p>
<h2>What trainers envied</h2>
<p>Teachers see the same learners for months and can build knowledge step by step. They are skilled at checking understanding continuously, not only at the end of a course.</p>
<h2>What teachers envied</h2>
<p>Trainers design backwards from what people must be able to do on the job, and they measure whether behaviour actually changes. Many also have production budgets teachers can only dream of.</p>
<ul>
<li>Teachers left with ideas for making learning transfer to real tasks.</li>
<li>Trainers left with formative assessment techniques for one-day workshops.</li>
</ul>
<p>Sanne de Vries, an L&amp;D manager from Amsterdam, summed it up: "We are all in the business of changing what people can do. We just use different words for it."</p>`,
  },
  {
    id: 24,
    name: 'Open data for schools: opportunities and responsibilities',
    image: articleImage(24),
    tags: [TG.civicData, TG.research],
    topic: 'Policy',
    sponsor: SP.civicData,
    published_days_ago: 140,
    body: `<p>Public data about schools, from attendance to exam results, is more available than ever. Used well, it helps schools learn from similar schools and helps communities ask informed questions. Used badly, it produces league tables that punish schools for their intake.</p>
<h2>Principles we recommend</h2>
<ul>
<li>Compare like with like: context matters more than rank.</li>
<li>Publish uncertainty, not just point estimates; small schools have noisy results.</li>
<li>Never publish data that could identify individual pupils, even indirectly.</li>
</ul>
<p>Civic Data Lab works with education authorities on publishing school data responsibly. Its analysts also co-wrote our course <em>Data Literacy for Educators</em>, which uses anonymised open datasets for its exercises.</p>
<p>To explore examples, visit <a href="https://civicdatalab.example.org/schools">Civic Data Lab's school data projects</a>.</p>`,
  },
  {
    id: 25,
    name: 'Dashboards teachers actually use',
    image: articleImage(25),
    tags: [TG.civicData, TG.toolkit],
    topic: 'Technology',
    sponsor: SP.civicData,
    published_days_ago: 150,
    body: `<p>Schools have more dashboards than ever, and many of them go unopened. We interviewed teachers about the few they check every week. Their answers were surprisingly consistent.</p>
<ul>
<li>It answers one question they already have, such as "who has missed the last two homework tasks?"</li>
<li>It shows names and next actions, not only percentages.</li>
<li>It loads in seconds on a phone.</li>
<li>It is updated automatically; nobody has to enter data twice.</li>
</ul>
<p>The dashboards that were ignored tried to show everything to everyone. A head of year and a classroom teacher need different views, and a single page rarely serves both.</p>
<blockquote>If a chart does not change what I do tomorrow, I do not have time for it.</blockquote>
<p>Alexei Morozov from Civic Data Lab recommends starting every dashboard project by writing down three decisions it should support, and stopping there.</p>`,
  },
  {
    id: 26,
    name: 'The testing effect in adult learning',
    image: articleImage(26),
    tags: [TG.research, TG.corporate],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 165,
    body: `<p>Most research on retrieval practice involves school and university students. Workplace trainers often ask whether the findings carry over to adults learning on the job. The evidence so far says yes, with a few adjustments.</p>
<p>Studies with medical staff, pilots and customer service teams show that short quizzes spaced over weeks after training improve retention of procedures and knowledge. Adults may, however, resent anything that feels like a school test.</p>
<h2>Making it work with adults</h2>
<ul>
<li>Frame quizzes as practice scenarios, not tests.</li>
<li>Keep them short and available on mobile.</li>
<li>Do not share individual scores with managers.</li>
</ul>
<p>Wei Ling Tan, a learning experience designer in Singapore, uses weekly three-question scenarios after compliance training: "Completion went up once we stopped calling it an assessment."</p>`,
  },
  {
    id: 27,
    name: 'Coaching conversations in five questions',
    image: articleImage(27),
    tags: [TG.shortRead, TG.corporate],
    topic: 'Practice',
    sponsor: null,
    published_days_ago: 180,
    body: `<p>You do not need a certificate to have a good coaching conversation. Grace Okafor, who teaches our course <em>Coaching Conversations for Team Leads</em>, suggests five questions that carry most of the weight.</p>
<ul>
<li>What would you like to get out of this conversation?</li>
<li>What is happening at the moment?</li>
<li>What have you already tried?</li>
<li>What else could you do?</li>
<li>What will you do, and by when?</li>
</ul>
<p>The hardest part is not the questions but what happens between them: listening without planning your answer, and resisting the urge to solve the problem yourself.</p>
<blockquote>If I am talking more than a third of the time, I am probably advising, not coaching.</blockquote>
<p>Try the five questions in your next one-to-one and notice how much of the answer the other person already had. Most of the time, they know more about the problem than you do.</p>`,
  },
  {
    id: 28,
    name: 'Our community survey: what members asked for',
    image: articleImage(28),
    tags: [TG.editorsChoice, TG.shortRead],
    topic: 'Community',
    sponsor: null,
    published_days_ago: 195,
    body: `<p>Thank you to the 1,240 members who answered our annual community survey. Here is what you told us and what we are doing about it.</p>
<h2>What you asked for</h2>
<ul>
<li>Shorter modules you can finish in a planning period: our new modules are all under twenty minutes.</li>
<li>More content for primary teachers: two new courses are in production.</li>
<li>Easier ways to find a mentor: the community directory now has a mentors tab.</li>
<li>Certificates you can share: every completed course now issues one.</li>
</ul>
<p>You also told us what to stop: long webinars with no interaction. From this term, every live event includes at least one activity in small groups.</p>
<p>The full results are published on the <a href="https://events.example.org/community-survey-results">community survey page</a>.</p>`,
  },
  {
    id: 29,
    name: 'Micro-credentials for teachers: hype and substance',
    image: articleImage(29),
    tags: [TG.research, TG.higherEd],
    topic: 'Policy',
    sponsor: null,
    published_days_ago: 210,
    body: `<p>Short, certified courses are spreading fast in teacher professional development. Supporters see flexible, personalised learning; sceptics see a marketplace of badges that nobody checks. Both have a point.</p>
<h2>What makes a micro-credential worth having</h2>
<ul>
<li>It certifies something you did, such as a lesson designed or a practice changed, not only time spent watching.</li>
<li>The assessment is transparent and could be checked by someone else.</li>
<li>It stacks into something larger that employers recognise.</li>
</ul>
<p>Several countries are now building frameworks for recognising micro-credentials in teachers' careers. The <a href="https://education.ec.europa.eu">European Commission's education area</a> has published a recommendation on the topic that is worth reading before you invest in a programme.</p>
<p>Before signing up, ask who designed the assessment, who checks it and whether anyone outside the provider recognises the credential.</p>`,
  },
  {
    id: 30,
    name: 'Hybrid meetings without second-class participants',
    image: articleImage(30),
    tags: [TG.aurora, TG.toolkit, TG.corporate],
    topic: 'Technology',
    sponsor: SP.aurora,
    published_days_ago: 230,
    body: `<p>Hybrid meetings are now routine for school leadership teams and training departments, and many of them quietly exclude the people online. A few practices close most of the gap.</p>
<ul>
<li>Everyone joins the meeting from their own device, even in the room, so that chat and hands work for all.</li>
<li>A room microphone that picks up every speaker, not only the person nearest the laptop.</li>
<li>A named producer who watches the chat and brings remote voices in.</li>
<li>Rounds that start with the people online.</li>
</ul>
<p>None of this requires new equipment budgets, just agreed habits. Teams that wrote their habits down in a one-page meeting charter kept them for longest.</p>
<blockquote>If the people online would notice you had left the room, the meeting is working.</blockquote>
<p>It also helps to end each meeting by asking the remote participants one question: could you contribute as easily as the people in the room? Their answers quickly show which habit to work on next.</p>`,
  },
];
