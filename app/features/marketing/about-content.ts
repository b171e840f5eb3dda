/** The About page's words (spec 000 §2.5). Names and links come from the practice config. */

export interface Approach {
  title: string;
  body: string;
}

export const APPROACHES: readonly Approach[] = [
  {
    title: "Sensorimotor psychotherapy",
    body: "We listen to the body as well as the story: noticing breath, posture and tension helps settle what words alone cannot reach.",
  },
  {
    title: "Cognitive behavioural therapy",
    body: "Practical tools to notice unhelpful thought patterns, test them gently and build habits that support the life you want.",
  },
  {
    title: "Psychodynamic work",
    body: "Understanding how early relationships and old patterns shape the present, so you can choose differently.",
  },
  {
    title: "Mindfulness",
    body: "Learning to be with what is, without judgement, so that difficult feelings become something you can hold rather than fight.",
  },
];

export const CREDENTIALS: readonly string[] = [
  "Master's degree in Counselling Psychology",
  "Sensorimotor Psychotherapy, Level 1",
  "Sensorimotor Psychotherapy, Level 2",
  "Trauma-Focused Cognitive Behavioural Therapy (TF-CBT)",
  "EMDR, Level 1",
];

export const ISSUES: readonly string[] = [
  "Anxiety",
  "Depression",
  "Trauma",
  "Relationship struggles",
  "Stress and burnout",
  "Shame and self-worth",
  "Anger",
  "Life transitions",
];

/** A sample post of the practice's photo-sharing profile (spec 000 §3: id, image, caption, likes, comments, link). */
export interface SocialPost {
  id: string;
  image: string;
  imageAlt: string;
  caption: string;
  likes: number;
  comments: number;
}

/** The posts are samples; every card links to the profile itself, so no post URL can go stale. */
export const SOCIAL_POSTS: readonly SocialPost[] = [
  {
    id: "slow-mornings",
    image: "/images/marketing/post-sunrise.svg",
    imageAlt: "Illustration of a sun rising over green hills",
    caption: "Slow mornings are a form of care. What is one small ritual that helps you feel grounded?",
    likes: 128,
    comments: 14,
  },
  {
    id: "body-wisdom",
    image: "/images/marketing/post-leaf.svg",
    imageAlt: "Illustration of a single green leaf",
    caption: "Your body carries your stress, and it also carries your wisdom. Where do you feel calm today?",
    likes: 96,
    comments: 9,
  },
  {
    id: "healing-in-connection",
    image: "/images/marketing/post-circle.svg",
    imageAlt: "Illustration of three figures joined in a circle",
    caption: "Healing happens in connection. Grateful for every brave conversation held in our Accra space.",
    likes: 152,
    comments: 21,
  },
];
