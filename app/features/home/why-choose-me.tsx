import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { WelcomeVideo } from "./welcome-video";

interface Props {
  directorName: string;
  videoId: string;
}

/** Spec 000 §2.4: "Why work with me?" (anchor why-choose-me): statement, welcome video, first step. */
export function WhyChooseMe({ directorName, videoId }: Props) {
  const firstName = directorName.split(" ")[0] ?? directorName;
  return (
    <section id="why-choose-me" aria-labelledby="why-heading" className="scroll-mt-20 bg-sand-50 py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="why-heading" className="font-serif text-3xl text-brand-900">
            Why work with me?
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-stone-700">
            <p>
              I'm {firstName}. For more than 16 years I have sat with people at some of the hardest moments of their
              lives, and for over 12 years I have led this practice in Accra. What I have learned is simple: healing
              happens in relationship, when you feel safe enough to be fully yourself.
            </p>
            <p>
              In our sessions I bring together sensorimotor psychotherapy, cognitive behavioural therapy, psychodynamic
              work and mindfulness. We will listen to your thoughts and to your body, make sense of old patterns, and
              practise new ways of meeting life, gently and at your pace.
            </p>
            <p>
              Whether you join me in person in Accra or online from anywhere in the world, you will be met with warmth,
              respect and complete confidentiality.
            </p>
          </div>
          <Link to="/book" className={`${buttonClass("primary", "lg")} mt-8`}>
            Take the first gentle step →
          </Link>
        </div>
        <WelcomeVideo videoId={videoId} directorName={directorName} />
      </div>
    </section>
  );
}
