export const body = `Anxiety often announces itself in the body before we have words for it. The heart speeds up, the breath moves high into the chest, the shoulders creep towards the ears, the stomach tightens. Sometimes the hands tremble or the mouth goes dry. Then the thoughts arrive: "Something is wrong. What if I fail? What if they are angry with me?"

Many of us try to deal with anxiety by arguing with those thoughts. We tell ourselves to be reasonable, to calm down, to stop being silly. It rarely works, and when it does not, we add a second layer of worry: "Why can't I control this?" There is a gentler way in, and it starts with the body.

## Why the body comes first

Your nervous system is always scanning for safety and danger, mostly without your awareness. When it senses threat, real or remembered, it prepares you to act: more oxygen, faster heartbeat, muscles ready to run or fight. This response is old and fast, and it kept our ancestors alive. The thinking part of the brain is slower. When the body is in alarm, it is hard to think clearly, and reassuring words struggle to get through.

This is why "just think positively" so often fails. It is not that you are weak or doing it wrong. It is that you are speaking to the wrong part of yourself. When we help the body feel a little safer first, the mind usually follows.

## Slow the out-breath

Breathing is one of the few parts of the alarm system we can influence directly. A slightly longer out-breath than in-breath tells the nervous system that there is no immediate danger.

- Breathe in gently through your nose for a count of four.
- Breathe out slowly through your mouth, as if through a straw, for a count of six.
- Repeat five to ten times, without forcing anything.

If counting makes you more tense, drop the numbers and simply let each out-breath be a little longer and softer than the one before. Some people find it helps to place a hand on the belly and feel it rise and fall.

## Feel your feet

Anxiety pulls attention forward into the future: the meeting, the phone call, the result. Grounding brings it back to now. Press your feet into the floor and notice the contact: the pressure, the temperature, the texture of your shoes or the cool tiles. Notice the chair holding your weight. Let your eyes move slowly around the room and name, silently, a few things you can see. You are not trying to make the anxiety vanish; you are reminding your body where it actually is.

## Let the muscles speak

Tension tends to gather in familiar places: the jaw, the shoulders, the hands. Try tightening one area on purpose for a few seconds, then letting it go, and noticing the difference. Gentle movement helps too. A short walk, stretching your arms overhead, or shaking out your hands can discharge some of the energy that anxiety builds up. In Accra's heat, even a slow walk in the shade or splashing cool water on your wrists and face can help settle things.

## Then turn to the thoughts

Once your breathing has slowed a little, you may find your thoughts are easier to look at. Now you can ask kinder, more curious questions:

- What exactly am I afraid will happen?
- What is the evidence for and against it?
- If a friend were in my place, what would I say to them?
- What is one small step I can take right now?

Notice that these questions come after the body has settled, not instead of it. Thinking is still useful; it simply works better on a calmer system.

## Practise when you are calm

These tools work best when they are familiar. Try the longer out-breath while you wait for the trotro, before you open your email in the morning, or as you lie down at night. Practising in easier moments builds a path your body can follow in harder ones.

## When to look for more support

Everyone feels anxious at times, and a certain amount of anxiety is part of being human. It may be time to talk to someone if anxiety is stopping you from doing things that matter to you, if it is affecting your sleep, work or relationships, if you are avoiding more and more situations, or if you notice sudden waves of intense fear that seem to come from nowhere. Anxiety responds well to support. In therapy we work with both the body and the mind, at a pace that feels manageable, so that you can find steadier ground.

Be patient with yourself as you try these ideas. Your nervous system learned to protect you for good reasons. With time and practice, it can also learn that it is safe to rest.`;
