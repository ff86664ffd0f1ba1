/**
 * News and media articles 11-20.
 * NOTE: article 15 deliberately contains <script>alert(1)</script> so the client's sanitizer
 * has a script element to remove; the surrounding text must still render.
 */
import type { DemoArticle } from '../types';
import { articleImage } from './articles-a';
import { SP } from './sponsors';
import { TG } from './tags';

export const articlesB: DemoArticle[] = [
  {
    id: 11,
    name: 'Spacing and interleaving in maths homework',
    image: articleImage(11),
    tags: [TG.research, TG.secondary],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 40,
    body: `<p>Typical maths homework practises the topic taught that day: twenty problems of the same type. Students get them right, feel confident and forget most of it within a month. Two simple changes to the same amount of homework can make learning last.</p>
<h2>Spacing</h2>
<p>Instead of twenty problems on today's topic, set ten on today's topic and spread the remaining ten over problems from the last few weeks. Revisiting a topic after a gap feels harder, and that difficulty is exactly what makes memory stronger.</p>
<h2>Interleaving</h2>
<p>Mix problem types so that students must first decide which method to use. Blocked practice hides that decision; interleaved practice trains it, and choosing the method is often what exams really test.</p>
<ul>
<li>Expect scores on homework to drop a little at first; that is normal.</li>
<li>Explain to students and parents why the homework looks different.</li>
<li>Keep one or two blocked problems on new topics so that nobody is stuck on day one.</li>
</ul>`,
  },
  {
    id: 12,
    name: 'Running your first online workshop: a checklist',
    image: articleImage(12),
    tags: [TG.toolkit, TG.beginner, TG.aurora],
    topic: 'Practice',
    sponsor: SP.aurora,
    published_days_ago: 45,
    body: `<p>Your first online workshop will not be perfect, but most problems are predictable. This checklist, compiled by facilitators from our community, covers the things that go wrong most often.</p>
<h2>The day before</h2>
<ul>
<li>Test every link, board and breakout room with a colleague playing the participant.</li>
<li>Write the instructions for each activity so that you can paste them into the chat.</li>
<li>Agree who handles technical problems so that you can keep facilitating.</li>
</ul>
<h2>During the session</h2>
<ul>
<li>Get everyone to do something, even typing one word in the chat, within the first five minutes.</li>
<li>Change the activity at least every ten minutes.</li>
<li>Wait longer than feels comfortable after asking a question.</li>
</ul>
<blockquote>Silence online is not a failure. It is people thinking, unmuting and finding the right words.</blockquote>
<h2>Afterwards</h2>
<p>Send the outputs and agreed next steps within a day, and write down three things to change next time while they are still fresh.</p>
<p>Our course <em>Facilitation Online</em> goes deeper into breakout rooms, hybrid groups and keeping energy up in long sessions.</p>`,
  },
  {
    id: 13,
    name: 'Meet the mentors: three stories from our community',
    image: articleImage(13),
    tags: [TG.editorsChoice, TG.caseStudy],
    topic: 'Community',
    sponsor: null,
    published_days_ago: 50,
    body: `<p>More than two hundred members of our community have volunteered as mentors. We asked three of them why they do it and what they have learned.</p>
<h2>Dmitry Ivanov, Saint Petersburg</h2>
<p>A mathematics teacher for nineteen years, Dmitry mentors two new colleagues each year. "The hardest lesson for me was to stop fixing everything. One action step a week is enough. More than that, and nothing changes."</p>
<h2>Wanjiru Kamau, Nairobi</h2>
<p>Wanjiru trains teacher educators and mentors online across three countries. "Time zones force you to be clear. Every meeting has a written agenda and a written outcome, and that turned out to be good mentoring anyway."</p>
<h2>Marcus Johnson, New York</h2>
<p>As a principal, Marcus mentors new school leaders. "New leaders are often very lonely. Half of my job is listening; the other half is helping them protect time for the work that matters."</p>
<p>If you would like a mentor, or would like to become one, browse the mentors tab in the community section and send a message.</p>`,
  },
  {
    id: 14,
    name: 'Teacher workload: what schools changed after listening to staff',
    image: articleImage(14),
    tags: [TG.brightpath, TG.shortRead],
    topic: 'Policy',
    sponsor: SP.brightpath,
    published_days_ago: 56,
    body: `<p>When Brightpath Foundation asked partner schools what had reduced teacher workload in practice, few mentioned new software or wellbeing days. The changes that worked were mostly about stopping things.</p>
<ul>
<li>Replacing detailed written marking with whole-class feedback in most subjects.</li>
<li>Cutting data collection points from six a year to three.</li>
<li>Moving information-only meetings to a short weekly written bulletin.</li>
<li>Sharing planning across a department instead of each teacher planning alone.</li>
</ul>
<p>What these changes have in common is that leaders made them, not individual teachers. Telling teachers to manage their time better rarely helps when the tasks themselves stay the same.</p>
<blockquote>The most powerful workload policy is a list of things we no longer do.</blockquote>
<p>Our short course <em>Teacher Wellbeing and Sustainable Workload</em> includes the audit template the schools used.</p>`,
  },
  {
    id: 15,
    name: 'Generative AI in lesson planning: where it helps and where it does not',
    image: articleImage(15),
    tags: [TG.editorsChoice, TG.intermediate],
    topic: 'Technology',
    sponsor: null,
    published_days_ago: 62,
    // Sanitizer check: the <script> element below must be removed by the client.
    body: `<p>AI assistants can draft a quiz, a rubric or a reading passage in seconds. Teachers in our community have been using them for a year now, and a clear picture is emerging of where they save time and where they create work.</p>
<h2>Where it helps</h2>
<ul>
<li>Generating many practice questions of the same type, which you then check and trim.</li>
<li>Rewriting a text at a different reading level, for you to review.</li>
<li>Suggesting common misconceptions to build wrong answers around.</li>
</ul>
<script>alert(1)</script>
<h2>Where it does not</h2>
<p>Assistants are confidently wrong often enough that every fact needs checking, especially in science and history. They also know nothing about your class: what was taught last week, who struggled and what motivates them.</p>
<blockquote>Use it as a fast first-draft writer, never as the author of record.</blockquote>
<p>Before you paste anything into an AI tool, check your school's data protection policy; student names and work usually should not go in.</p>`,
  },
  {
    id: 16,
    name: 'Do learning styles exist? A short review of the evidence',
    image: articleImage(16),
    tags: [TG.research, TG.shortRead],
    topic: 'Research',
    sponsor: null,
    published_days_ago: 70,
    body: `<p>The idea that students learn best when teaching matches their preferred style, visual, auditory or kinaesthetic, is still widely believed. It is intuitive, it respects individual differences, and it has very little evidence behind it.</p>
<p>Students do have preferences. What studies have repeatedly failed to find is the crucial interaction: that visual learners learn more from visual teaching and auditory learners from auditory teaching. Matching instruction to style does not improve results.</p>
<h2>What to do instead</h2>
<ul>
<li>Match the mode to the content: maps for geography, sound for pronunciation, hands-on for lab skills.</li>
<li>Combine words and pictures for everyone, because dual coding helps most learners.</li>
<li>Respect preferences for motivation, without promising that they change learning.</li>
</ul>
<p>A clear summary is available from the <a href="https://www.apa.org">American Psychological Association</a>, which has published several accessible pieces on learning myths.</p>`,
  },
  {
    id: 17,
    name: 'Exit tickets in primary: ideas from Year 2 to Year 6',
    image: articleImage(17),
    tags: [TG.primary, TG.toolkit],
    topic: 'Practice',
    sponsor: null,
    published_days_ago: 78,
    body: `<p>Exit tickets are often described with secondary classrooms in mind. Primary teachers in our community have adapted them for younger pupils, and their ideas are worth borrowing at any age.</p>
<ul>
<li><strong>Traffic-light sticks:</strong> pupils place a lolly stick in a red, amber or green pot and answer one question on it.</li>
<li><strong>Draw it:</strong> a quick sketch instead of a sentence, such as a number line showing where 3/4 sits.</li>
<li><strong>Tell a partner, then tell me:</strong> pairs rehearse aloud before one sentence is written down.</li>
<li><strong>Show me boards:</strong> everyone holds up an answer at the same moment.</li>
</ul>
<p>The principle is the same as in secondary: one question on the key idea, answered quickly, sorted into piles that change tomorrow's lesson. The difference is that the answer does not have to be written.</p>
<p>Olga Smirnova, a Year 3 teacher in Novosibirsk, adds: "I sort them while the children pack their bags. Five minutes, and I know who sits with me first tomorrow."</p>`,
  },
  {
    id: 18,
    name: 'Meetup recap: assessment without grades in Saint Petersburg',
    image: articleImage(18),
    tags: [TG.caseStudy, TG.live],
    topic: 'Community',
    sponsor: null,
    published_days_ago: 88,
    body: `<p>Eighty teachers came to our community meetup in Saint Petersburg to discuss a question many schools are wrestling with: how do you report progress in the early years of secondary without turning every task into a grade?</p>
<h2>Three approaches we heard about</h2>
<ul>
<li>A lyceum that reports against a small set of skills per subject, with comments instead of marks until Year 7.</li>
<li>A gymnasium that keeps grades but separates practice tasks, which are never graded, from assessment tasks.</li>
<li>A network of schools using portfolios reviewed by students and parents each term.</li>
</ul>
<blockquote>Parents did not ask for grades. They asked to understand how their child was doing.</blockquote>
<p>Several participants noted that the hardest part was not designing the new reports but explaining them. Schools that involved parents early, through open evenings and sample reports, met far less resistance.</p>
<p>Presentations and recordings are available on the <a href="https://events.example.org/spb-assessment-meetup">event page</a>. The next meetup in the series takes place in Kazan.</p>`,
  },
  {
    id: 19,
    name: 'Inclusive education policy across Europe: three models',
    image: articleImage(19),
    tags: [TG.research, TG.brightpath],
    topic: 'Policy',
    sponsor: SP.brightpath,
    published_days_ago: 97,
    body: `<p>Almost every European country has signed up to inclusive education, yet classrooms look very different from one country to the next. Broadly, three models can be distinguished.</p>
<h2>Full inclusion with in-class support</h2>
<p>Nearly all pupils are taught in mainstream classes, with teaching assistants, co-teaching and specialist teachers working alongside. This model is strongest in parts of Scandinavia and Italy.</p>
<h2>A continuum of provision</h2>
<p>Mainstream classes, resource bases inside mainstream schools and special schools exist side by side, with placement decided case by case. Many countries, including Germany and the UK, sit here.</p>
<h2>Transition systems</h2>
<p>Systems that historically relied on separate special schools are moving pupils into mainstream settings over a number of years, often with uneven resources.</p>
<p>For comparative data, see the <a href="https://www.european-agency.org">European Agency for Special Needs and Inclusive Education</a>. Whatever the model, teachers everywhere report the same need: time and training to plan for every learner from the start.</p>`,
  },
  {
    id: 20,
    name: 'Accessible PDFs in ten minutes',
    image: articleImage(20),
    tags: [TG.toolkit, TG.aurora, TG.beginner],
    topic: 'Technology',
    sponsor: SP.aurora,
    published_days_ago: 105,
    body: `<p>Most inaccessible PDFs were born inaccessible in a word processor. Fix the source document and the PDF will follow. Julien Moreau, accessibility lead at Aurora EdTech, shares his ten-minute routine.</p>
<ul>
<li>Use the heading styles, not bold text, for every heading.</li>
<li>Add alt text to every meaningful image; mark decorative ones as decorative.</li>
<li>Give every table a header row and avoid merged cells.</li>
<li>Set the document language and a meaningful title.</li>
<li>Export with the "tagged PDF" or "accessibility" option switched on.</li>
</ul>
<p>Then run the built-in accessibility checker and fix what it finds. It will not catch everything, but it catches the most common problems in seconds.</p>
<blockquote>Accessibility is much cheaper at the start than at the end.</blockquote>
<p>If you inherit a PDF without its source file, consider recreating the document. Repairing tags by hand in a PDF editor is slow and rarely worth it for a two-page handout.</p>`,
  },
];
