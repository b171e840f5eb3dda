export const body = `When people hear "self-care", many picture spa days, holidays or expensive treats. Those can be lovely, but they are not what keeps most of us well. For a busy life in Accra, with long commutes, heavy traffic, demanding work, family responsibilities and a phone that never stops, self-care needs to be small enough to fit into an ordinary day.

Think of self-care less as a reward and more as maintenance: small, repeated acts of kindness towards yourself that help you keep going without running empty.

## Start smaller than you think

The most common reason self-care plans fail is that they are too ambitious. "I will exercise every morning for an hour" lasts a week. "I will stretch for two minutes after I brush my teeth" can last a lifetime. Choose something so small it almost feels silly. Success builds confidence, and confidence makes the next step easier.

## Attach it to something you already do

New habits stick best when they are tied to old ones. A few ideas:

- Each time you sit down in the car or the trotro, take three slow breaths before you look at your phone.
- While the kettle boils, roll your shoulders and stretch your neck.
- When you wash your hands, notice the water on your skin for a moment.
- As you lock the door at night, name one thing that went well today.

None of these takes extra time. They simply turn moments you already have into small pauses for yourself.

## Care for the body

The body and mind are closely connected. When we are exhausted, dehydrated or hungry, everything feels harder, including our emotions.

- Drink water through the day, especially in the heat. Keep a bottle on your desk.
- Eat something nourishing at regular times, even when you are busy. Waakye at your desk is better than skipping lunch entirely.
- Move a little every day. A walk in the evening breeze, dancing to a favourite song, or climbing the stairs instead of waiting for the lift all count.
- Step outside for a few minutes of daylight, especially if you work indoors.

## Protect your sleep

Sleep may be the most powerful self-care practice of all. A fixed wind-down time helps more than any supplement. About thirty minutes before bed, dim the lights, put the phone away (or at least out of reach), and do something calming: a bath, gentle stretching, prayer, reading something light. Try to go to bed and wake up at roughly the same time each day, even at weekends. If worries keep you awake, our article on night-time worry offers a simple practice that may help.

## Notice your limits

Self-care is also about what you say no to. Many of us, especially women and eldest children, carry a great deal for others. It is good and right to care for family and community. It is also true that you cannot pour from an empty cup. Notice when you are saying yes out of guilt rather than choice. Saying "I can't do that this week" is not selfish; it is honest.

## Stay connected

Loneliness can creep in even in a crowded city. A short call with a friend, a chat with a neighbour, sitting with family for a meal without screens: these moments of connection are deeply restorative. If there is someone whose company leaves you feeling lighter, make a little time for them.

## Make room for feelings

Self-care is not only about feeling good. Sometimes it means allowing yourself to feel sad, angry or tired, rather than pushing the feelings away. Writing a few lines in a journal, crying when you need to, or talking honestly with someone you trust can release pressure that would otherwise build up.

## Be kind when you slip

You will miss days. Everyone does. When you do, there is no need to scold yourself or give up altogether. Simply begin again with the next small moment. The way you speak to yourself when things do not go to plan is itself a form of self-care.

## When self-care is not enough

Small daily practices help, but they cannot fix everything. If you are feeling low most days, if you have lost interest in things you used to enjoy, if sleep or appetite have changed a great deal, or if you feel overwhelmed for weeks at a time, it may be time to talk to someone. Asking for support is one of the most caring things you can do for yourself.`;
