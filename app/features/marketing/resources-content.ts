/** Static content of the Resources page (spec 000 §2.13). */

export const ARTICLE_CATEGORIES = [
  "Anxiety",
  "Relationships",
  "Trauma",
  "Grief",
  "Mindfulness",
  "Self-care",
  "Work & stress",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface Article {
  /** The article's address: /resources/<id>. */
  id: string;
  title: string;
  /** The teaser on the list, and the page's description for search engines. */
  excerpt: string;
  category: ArticleCategory;
  featured: boolean;
  keyPoints: readonly string[];
}

/** The teasers; each article's text is on the server (articles.server.ts), its page at /resources/<id>. */
export const ARTICLES: readonly Article[] = [
  {
    id: "calming-anxious-body",
    title: "Calming an anxious body before an anxious mind",
    excerpt: "Why slowing your breath and feeling your feet can work faster than arguing with worried thoughts.",
    category: "Anxiety",
    featured: true,
    keyPoints: [
      "Anxiety lives in the body as much as in thoughts: a racing heart, shallow breath, tight shoulders.",
      "A longer out-breath than in-breath signals safety to the nervous system.",
      "Once the body settles a little, thoughts become easier to question.",
    ],
  },
  {
    id: "repair-after-conflict",
    title: "Repair after conflict: how couples find their way back",
    excerpt: "Every couple argues. What matters is how you reconnect afterwards.",
    category: "Relationships",
    featured: true,
    keyPoints: [
      "Wait until both of you are calm enough to listen; flooded nervous systems cannot repair.",
      "Start with your own part, however small, before pointing to theirs.",
      "Name the need beneath the complaint: to feel valued, heard or safe.",
    ],
  },
  {
    id: "understanding-trauma-responses",
    title: "Fight, flight, freeze: understanding trauma responses",
    excerpt: "Your reactions made sense once. Understanding them is the first step to choosing differently.",
    category: "Trauma",
    featured: true,
    keyPoints: [
      "Trauma responses are the body's attempt to protect you, not a personal failing.",
      "Triggers are reminders that the body reads as danger, even when you are safe now.",
      "Healing happens gradually, at a pace your system can tolerate, ideally with support.",
    ],
  },
  {
    id: "small-daily-self-care",
    title: "Self-care that fits a busy Accra day",
    excerpt: "Five-minute practices for commutes, office breaks and the moments before sleep.",
    category: "Self-care",
    featured: false,
    keyPoints: [
      "Self-care is less about spa days and more about small, repeated acts of kindness to yourself.",
      "Attach a new habit to an old one: three slow breaths each time you sit in the car.",
      "Protect sleep: a fixed wind-down time helps more than any supplement.",
    ],
  },
  {
    id: "recognising-burnout",
    title: "Recognising burnout before it burns you out",
    excerpt: "Exhaustion, cynicism and feeling ineffective: the three signs to take seriously.",
    category: "Work & stress",
    featured: false,
    keyPoints: [
      "Burnout builds slowly; early signs are irritability, poor sleep and dreading Mondays.",
      "Rest has to include completing the stress cycle: movement, connection, laughter or tears.",
      "Boundaries at work are a health measure, not a lack of commitment.",
    ],
  },
  {
    id: "talking-to-family-about-therapy",
    title: "Talking to your family about going to therapy",
    excerpt: "When therapy is misunderstood, how to explain your choice without needing permission.",
    category: "Relationships",
    featured: false,
    keyPoints: [
      "You can share as much or as little as you like: therapy is confidential.",
      "Frame it in shared values: caring for yourself so you can care for others.",
      "Expect curiosity and some worry; both usually soften with time.",
    ],
  },
  {
    id: "night-time-worry",
    title: "When worry keeps you awake at night",
    excerpt: "A simple 'worry window' practice to stop rehearsing tomorrow at 2 a.m.",
    category: "Anxiety",
    featured: false,
    keyPoints: [
      "Set a 15-minute worry window earlier in the evening and write worries down.",
      "If a worry comes at night, note it for tomorrow's window instead of solving it now.",
      "Over a few weeks the mind learns that worries have a time and place.",
    ],
  },
  {
    id: "grounding-after-triggers",
    title: "Grounding yourself after a trigger",
    excerpt: "Simple ways to come back to the present when the past feels too close.",
    category: "Trauma",
    featured: false,
    keyPoints: [
      "Orient to the room: name what you see, hear and feel against your skin.",
      "Press your feet into the floor and notice the support beneath you.",
      "Be patient with yourself afterwards; your body was trying to keep you safe.",
    ],
  },
  {
    id: "living-with-grief",
    title: "Living with grief: there is no right way to mourn",
    excerpt:
      "Grief comes in waves and keeps no timetable. What it can feel like, what helps, and when to ask for support.",
    category: "Grief",
    featured: false,
    keyPoints: [
      "Grief rarely moves neatly through stages; going back and forth is normal.",
      "The hardest time often comes after the funeral, when the visitors have gone home.",
      "Talking about the person, keeping some routine and accepting help all ease the weight.",
    ],
  },
  {
    id: "mindfulness-for-busy-minds",
    title: "Mindfulness for a busy mind, five minutes at a time",
    excerpt: "Mindfulness is not an empty mind. It is noticing where your attention went, and kindly bringing it back.",
    category: "Mindfulness",
    featured: false,
    keyPoints: [
      "A wandering mind is not failure: noticing it and returning is the practice.",
      "Five minutes a day, practised regularly, is a good beginning.",
      "Meals, walks and waiting in traffic are all chances to practise.",
    ],
  },
];

/** Said at the foot of every article: the same crisis lines as the clinical record's notices. */
export { CRISIS_HELP } from "@domain/clinical/crisis";

export interface QuickTool {
  id: string;
  title: string;
  summary: string;
  steps: readonly string[];
}

export const QUICK_TOOLS: readonly QuickTool[] = [
  {
    id: "box-breathing",
    title: "Box breathing",
    summary: "A steady rhythm to calm the nervous system in about two minutes.",
    steps: [
      "Breathe in through your nose for a count of 4.",
      "Hold gently for 4.",
      "Breathe out slowly for 4.",
      "Hold for 4, then repeat four or five times.",
    ],
  },
  {
    id: "grounding-54321",
    title: "5-4-3-2-1 grounding",
    summary: "Use your senses to return to the present moment.",
    steps: [
      "Name 5 things you can see.",
      "Notice 4 things you can feel.",
      "Listen for 3 things you can hear.",
      "Find 2 things you can smell.",
      "Notice 1 thing you can taste.",
    ],
  },
  {
    id: "mood-check-in",
    title: "Mood check-in",
    summary: "Three questions to ask yourself at the end of the day.",
    steps: [
      "What did I feel most strongly today, and where did I feel it in my body?",
      "What helped, even a little?",
      "What do I need tomorrow?",
    ],
  },
];

export interface Book {
  title: string;
  author: string;
  why: string;
}

export const RECOMMENDED_READING: readonly Book[] = [
  {
    title: "The Body Keeps the Score",
    author: "Bessel van der Kolk",
    why: "How trauma lives in the body, and the many paths to recovery.",
  },
  {
    title: "Trauma and the Body: A Sensorimotor Approach to Psychotherapy",
    author: "Pat Ogden, Kekuni Minton and Clare Pain",
    why: "The foundations of the body-based approach used in our work.",
  },
  {
    title: "Hold Me Tight",
    author: "Sue Johnson",
    why: "Seven conversations that help couples feel securely connected.",
  },
  {
    title: "Self-Compassion",
    author: "Kristin Neff",
    why: "Why kindness towards yourself is stronger than self-criticism.",
  },
  {
    title: "Burnout: The Secret to Unlocking the Stress Cycle",
    author: "Emily Nagoski and Amelia Nagoski",
    why: "Practical science on stress, rest and recovery.",
  },
  {
    title: "Feeling Good",
    author: "David D. Burns",
    why: "A classic, hands-on introduction to CBT for low mood.",
  },
];
