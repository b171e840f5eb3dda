export const body = `Burnout rarely arrives all at once. It builds slowly, over months or even years, until one day you realise that the work you once cared about leaves you feeling empty, that you dread Monday from Saturday afternoon, and that rest no longer seems to restore you.

The word "burnout" is used loosely, but the World Health Organization describes it as a result of workplace stress that has not been successfully managed. It is not a personal failing. It is a signal that the demands on you have outweighed your resources for too long.

## The three signs to take seriously

Burnout is usually described in three parts:

- Exhaustion: feeling drained, physically and emotionally, most of the time. Sleep does not seem to help, and small tasks feel like mountains.
- Distance and cynicism: feeling detached from your work or the people you serve, becoming irritable, negative or numb. You may find yourself thinking, "What's the point?"
- Feeling ineffective: doubting your abilities, struggling to concentrate, feeling that nothing you do makes a difference.

You do not need all three, or all at full strength, for something to be wrong. Any of them lasting for weeks deserves your attention.

## The early warnings

Before burnout is obvious, there are usually quieter signs:

- Irritability with colleagues or family over small things.
- Poor sleep, or sleeping a lot and still waking tired.
- Frequent headaches, stomach problems or colds.
- Relying more on caffeine, sugar, alcohol or scrolling to get through the day.
- Putting off tasks you used to handle easily.
- Losing interest in things you enjoy outside work.

These signs are easy to dismiss, especially in workplaces where long hours are admired and tiredness is treated as proof of commitment. Yet catching burnout early makes recovery much easier.

## Why rest alone may not be enough

Many people try to recover from burnout by resting: a long weekend, a few days' leave. Rest helps, but it often is not enough on its own. Stress builds up in the body as well as the mind, and the body needs a way to complete what some researchers call the stress cycle, to signal that the danger has passed.

Things that help the body complete that cycle include:

- Physical movement: walking, dancing, sport, anything that gets you breathing a little harder.
- Slow breathing, especially with a long out-breath.
- Real connection: a warm conversation, a long hug, laughing with a friend.
- A good cry, when you need one.
- Creative expression: music, drawing, cooking, gardening.

These are not luxuries. They are how the body returns to balance.

## Boundaries are a health measure

In many workplaces, and in many families, saying no can feel impossible. Yet boundaries are not a lack of commitment; they are what allows you to stay committed without breaking. Some boundaries to consider:

- A time after which you do not answer work messages, and telling colleagues what it is.
- Taking a real lunch break, away from your desk.
- Using your annual leave, and not working during it.
- Asking for clarity on priorities when everything is labelled urgent.
- Delegating, or asking for help, before you reach breaking point.

If your workplace makes any boundary impossible, that is useful information too. Burnout is often a problem of the system, not only of the individual. Our corporate services work with organisations to address these pressures at their source.

## What helps recovery

Recovery from burnout is possible, though it often takes longer than people expect. It usually involves a combination of reducing demands where you can, increasing the things that restore you, and looking honestly at the beliefs that keep you overworking: "If I don't do it, no one will", or "My worth depends on how much I achieve". Therapy can help with all three, and with the feelings of guilt or failure that often come with burnout.

## When to reach out

If you recognise yourself in this article, please take it seriously. Speak to someone you trust, consider talking to your manager or human resources if it feels safe, and see a doctor if you have physical symptoms. If you feel hopeless, or have thoughts that life is not worth living, please seek help straight away. Burnout can feel endless from the inside, but with the right support, people do find their way back to energy, meaning and balance.`;
