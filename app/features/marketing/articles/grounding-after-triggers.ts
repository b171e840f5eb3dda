export const body = `A trigger can arrive without warning. One moment you are at work, or in the market, or sitting with family, and the next you are flooded: heart racing, breath short, a wave of fear, anger or numbness. Part of you may know that you are safe, yet your body is reacting as if the past were happening right now.

Grounding is a set of simple practices that help you come back to the present moment. They will not erase what happened to you, but they can help your body remember where and when you are: here, now, and safe enough.

## Why grounding helps

When something reminds the nervous system of a past danger, it switches into protection. Attention narrows, and the thinking part of the brain goes quiet. Grounding works by giving your senses clear, concrete information about the present. Each thing you notice is a small message to your body: this is today, this is a different place, this is not that time.

## Orient to the room

Let your eyes move slowly around the space you are in. Turn your head if you can. Name, silently or aloud, what you see: "a blue curtain, a fan, a window, a plastic chair." Notice colours and shapes. Notice where the door is. Animals orient like this when they are checking for safety, and it is one of the most natural ways to calm the alarm.

## Feel the support beneath you

Press your feet firmly into the floor. Feel the ground pushing back. If you are sitting, notice the chair under your thighs and behind your back; let it take your weight. You might push your palms together, or against a wall, and feel the strength in your arms. Pressure and contact tell the body that it is held.

## Use your senses

The 5-4-3-2-1 practice on our Resources page is a simple guide: five things you can see, four you can feel, three you can hear, two you can smell, one you can taste. You can also:

- Hold something cool, such as a bottle of water, or run your hands under the tap.
- Smell something strong and pleasant: shea butter, a lime, coffee, a favourite soap.
- Chew something with a strong taste, such as a mint or a piece of ginger.
- Listen for the furthest sound you can hear, then the nearest.

## Say where and when you are

Speak to yourself kindly and plainly: "My name is Abena. I am in my office in Osu. It is Tuesday afternoon. I am an adult now, and I am safe in this moment." Stating the facts of the present can feel strange at first, yet many people find it steadies them.

## Breathe, but gently

Slow breathing helps, but some people who have experienced trauma find that focusing closely on the breath makes them more anxious. If that is true for you, it is not a failure. Try simply lengthening the out-breath a little, or humming, or focus on your feet instead. Choose what helps your body, not what you think you should do.

## Move a little

If you feel frozen or far away, small movements can help you return: wiggle your toes, stretch your fingers, roll your shoulders, stand up and shift your weight from one foot to the other. If you feel full of restless energy, a brisk walk can help it settle.

## Afterwards: be kind to yourself

When the wave has passed, you may feel tired, shaky or embarrassed. Give yourself time. Drink some water, rest if you can, and speak to yourself as you would to a friend who had just had a fright. Your body was trying to protect you. It reacted to a memory of danger, and it did its job. There is nothing shameful in that.

It can help, later, to note what set off the reaction and what helped you come back. Over time you may notice patterns, and you may find that triggers become less frequent or less intense.

## Make a plan before you need it

Grounding is easier when you have practised it in calmer moments. Choose two or three techniques that suit you and try them when you are feeling fairly settled. Some people keep a small "grounding kit": a smooth stone, a scented balm, a photo, or a card with a few kind sentences written on it.

## When to seek support

If triggers are frequent, if they are affecting your work, sleep or relationships, or if you find yourself avoiding more and more of life to keep them away, support can make a real difference. Therapy for trauma goes at your pace and works with the body as well as the mind. You do not have to manage this alone.`;
