import { describe, expect, it } from 'vitest';
import { situationsMentioned, undeclaredSituations } from '@/lib/content/help-terms';

const mentioned = (text: string) => [...situationsMentioned(text).keys()];

describe('the help situation word lists', () => {
  it.each([
    ['Ask if they are thinking about suicide.', 'suicide'],
    ['signs of self-harm such as unexplained cuts', 'self-harm'],
    ['If you are hurting yourself, you are not in trouble.', 'self-harm'],
    ['Many veterans carry what they saw for years.', 'veteran'],
    ['He came home from a deployment changed.', 'veteran'],
    ['Her mother moved into a nursing home last spring.', 'long-term-care'],
    ['Quitting vaping is hard, and texts can help.', 'quit-vaping'],
    ['If your partner is abusive or you are afraid of your partner', 'domestic-violence'],
    ['If there is violence or threats in your home, safety comes first.', 'domestic-violence'],
    ['If a child tells you about abuse, believe them.', 'child-abuse'],
    ['It may also be elder abuse.', 'elder-abuse'],
    ['She had been leaning on alcohol to sleep.', 'substance-use'],
    ['Keep naloxone at home.', 'overdose'],
    ['Postpartum depression is common and treatable.', 'perinatal'],
    ['Georgia has a dating violence protective order.', 'dating-abuse'],
    ['If someone touches you in a sexual way, tell someone.', 'sexual-abuse'],
    ['Sexual assault is never your fault.', 'sexual-abuse'],
    ['Some teens are kicked out of their home after coming out.', 'runaway'],
    ['If you think about running away from home, call first.', 'runaway'],
  ])('finds %j as %s', (text, situation) => {
    expect(mentioned(text)).toContain(situation);
  });

  it.each([
    'Give it a shot and see what happens.',
    'Pick it up at the drug store on the way home.',
    'He has been cutting back on screen time.',
    'He was kicked out of class for talking.',
    'Watch caffeine and alcohol in the evening.',
    'The argument poisoned the whole evening.',
    'Drinking water before bed helps some people.',
    'Her favorite films are violent thrillers.',
    'When schools support them, all students experience less violence and harassment.',
    'A veteran teacher knows when to wait.',
    'Ask for help at home; a teen can call too.',
  ])('finds nothing in the everyday sentence %j', (text) => {
    expect(mentioned(text)).toEqual([]);
  });

  it('keeps self-harm apart from suicide: a piece about one need not declare the other', () => {
    expect(mentioned('signs of self-harm such as unexplained cuts')).not.toContain('suicide');
  });

  it('leaves teen to the audience field: no word makes a piece declare it', () => {
    expect(mentioned('Teens, teenagers and a teen at home.')).not.toContain('teen');
  });

  it('ignores words that only appear in a link target', () => {
    expect(mentioned('Read [why waiting is risky](/answers/hitting-bottom-addiction).')).toEqual([]);
  });

  it('ignores the list of sources at the end of a piece', () => {
    const piece =
      'Say it once, calmly.\n\n## Sources\n\n- Council on Child Abuse and Neglect (2018). Effective discipline.';
    expect(mentioned(piece)).toEqual([]);
  });

  it.each([
    ['He said he wants to die.', 'suicide'],
    ['She talks of feeling worthless or like a burden.', 'suicide'],
    ['Have there been threats, shoving, or worse?', 'domestic-violence'],
    ['If you are afraid of someone in your home, your safety comes first.', 'domestic-violence'],
  ])('finds the warning sign %j as %s', (text, situation) => {
    expect(mentioned(text)).toContain(situation);
  });

  it('names the undeclared situation and the words that show it', () => {
    expect(undeclaredSituations('Fentanyl can turn one use into an overdose.', ['substance-use'])).toEqual([
      { situation: 'overdose', words: ['overdose'] },
    ]);
  });
});
