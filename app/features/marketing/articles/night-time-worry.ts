export const body = `It is two o'clock in the morning. The house is quiet, the fan is turning, and your mind is wide awake, going over tomorrow's meeting, last week's argument, the school fees, your mother's health, the thing you should have said. The more you try to stop thinking, the louder the thoughts become.

Night-time worry is extremely common. At night there are fewer distractions, we are tired, and problems can look larger and more threatening than they do in daylight. The good news is that there are simple practices that can help, and one of the most useful is called the "worry window".

## Why worries come at night

During the day, our attention is taken up by work, people and tasks. Worries are still there, but they wait in the background. When we lie down in the dark, they finally have space to come forward. Tiredness also makes it harder to put thoughts in perspective, so a manageable problem can feel like a disaster.

Trying to force worries away rarely works. In fact, telling yourself "don't think about it" often makes the thought stronger. Instead, we can teach the mind that worries have a proper time and place, and that the bed is not it.

## The worry window

Set aside fifteen minutes earlier in the evening, ideally at least two hours before bed, as your worry window. Sit somewhere comfortable with a notebook.

- Write down everything that is on your mind, big or small. Do not censor or organise yet.
- For each worry, ask: is there something I can do about this?
- If there is, write down one small next step and when you will take it. "Call the school bursar on Thursday morning."
- If there is not, acknowledge it: "This is out of my hands for now." You might add a prayer, a kind word to yourself, or simply let it be.
- When the fifteen minutes are over, close the notebook. Worry time is finished for today.

## When a worry comes at night

Worries will still arrive at night, especially at first. When one does, gently remind yourself: "I'll deal with this in tomorrow's window." Some people keep a small notepad by the bed to jot the worry down quickly, so the mind trusts it will not be forgotten. Then bring your attention back to your body: the weight of the blanket, the feel of the pillow, the sound of the fan.

Over a few weeks, the mind begins to learn that worries have their time, and that night is for rest.

## Help your body settle

Worry is not only in the mind. If your body is tense and alert, thoughts race more easily. Some things that may help:

- A longer out-breath than in-breath, for a few minutes.
- Tensing and relaxing the muscles one group at a time, from your feet up to your face.
- Imagining a place where you feel safe and calm, in as much detail as you can: the colours, sounds and smells.
- Keeping the room cool and dark, and the phone out of reach.

## If you cannot sleep

If you have been lying awake for what feels like more than twenty minutes, it can help to get up, go to another room, and do something quiet and dull in dim light until you feel sleepy. Lying in bed frustrated teaches the body that bed is a place for struggle. Avoid bright screens and work emails, which wake the brain up further.

## Look after the daytime too

What happens during the day affects the night. Regular mealtimes, daylight in the morning, some movement, and cutting down on caffeine after lunch all support better sleep. Alcohol may make you drowsy but often disturbs sleep later in the night.

## When to seek more support

Occasional sleepless nights are part of life. But if worry keeps you awake most nights for several weeks, if you are exhausted during the day, or if your worries feel uncontrollable, it is worth talking to someone. Ongoing worry and poor sleep often respond well to therapy, and a doctor can check for physical causes. You deserve rest, and with the right support it is possible to find it again.`;
