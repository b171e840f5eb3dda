import { readingMinutes } from "@domain/reading-time";
import { body as calmingAnxiousBody } from "./articles/calming-anxious-body";
import { body as groundingAfterTriggers } from "./articles/grounding-after-triggers";
import { body as livingWithGrief } from "./articles/living-with-grief";
import { body as mindfulnessForBusyMinds } from "./articles/mindfulness-for-busy-minds";
import { body as nightTimeWorry } from "./articles/night-time-worry";
import { body as recognisingBurnout } from "./articles/recognising-burnout";
import { body as repairAfterConflict } from "./articles/repair-after-conflict";
import { body as smallDailySelfCare } from "./articles/small-daily-self-care";
import { body as talkingToFamilyAboutTherapy } from "./articles/talking-to-family-about-therapy";
import { body as understandingTraumaResponses } from "./articles/understanding-trauma-responses";
import { ARTICLES, type Article } from "./resources-content";

/**
 * Each article's full text, by its id. Kept on the server: an article's page receives only its
 * own text, and the Resources list only the reading times.
 */
const BODIES: Readonly<Record<string, string>> = {
  "calming-anxious-body": calmingAnxiousBody,
  "repair-after-conflict": repairAfterConflict,
  "understanding-trauma-responses": understandingTraumaResponses,
  "small-daily-self-care": smallDailySelfCare,
  "recognising-burnout": recognisingBurnout,
  "talking-to-family-about-therapy": talkingToFamilyAboutTherapy,
  "night-time-worry": nightTimeWorry,
  "grounding-after-triggers": groundingAfterTriggers,
  "living-with-grief": livingWithGrief,
  "mindfulness-for-busy-minds": mindfulnessForBusyMinds,
};

export interface ArticlePage extends Article {
  /** Paragraphs separated by blank lines; "## " starts a heading, "- " a list item (article-body.tsx). */
  body: string;
  readMinutes: number;
}

/** The article at /resources/<id>, with its text and reading time; null for an unknown id. */
export function articlePage(id: string): ArticlePage | null {
  const article = ARTICLES.find((a) => a.id === id);
  const body = article ? BODIES[article.id] : undefined;
  return article && body !== undefined ? { ...article, body, readMinutes: readingMinutes(body) } : null;
}

/** Minutes to read each article, by id, for the list's cards. */
export function readingTimes(): Record<string, number> {
  return Object.fromEntries(ARTICLES.map((a) => [a.id, readingMinutes(BODIES[a.id] ?? "")]));
}
