import { type DamageTrack, findGag } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { calculateRound, type GagPick, gagDamage } from './gag-damage';

function pick(track: DamageTrack, level: number, organic = false): GagPick {
  const gag = findGag(track, level);
  if (!gag) throw new Error(`no gag ${track} ${level}`);
  return { gag, organic };
}

const birthdayCake = (organic = false) => pick('throw', 6, organic);

describe('gag damage', () => {
  it('uses the top of the range, plus 10% (at least 1) when organic', () => {
    expect(gagDamage(pick('throw', 1))).toBe(6);
    expect(gagDamage(pick('throw', 1, true))).toBe(7);
    expect(gagDamage(birthdayCake(true))).toBe(110);
  });
});

describe('one round against one Cog (worked examples from the cited sources)', () => {
  it('two maxed Birthday Cakes defeat a level 12 Cog: 100 + 100 + 20% same-track bonus', () => {
    const round = calculateRound(12, [birthdayCake(), birthdayCake()]);
    expect(round.cogHealth).toBe(200);
    expect(round.totalDamage).toBe(240);
    expect(round.defeated).toBe(true);
  });

  it('one Birthday Cake leaves a level 9 Cog standing; an organic one defeats it', () => {
    const plain = calculateRound(9, [birthdayCake()]);
    expect(plain).toMatchObject({ cogHealth: 110, totalDamage: 100, defeated: false, healthLeft: 10 });
    expect(calculateRound(9, [birthdayCake(true)]).defeated).toBe(true);
  });

  it('a maxed Cupcake defeats a level 1 Cog but not a level 2 one', () => {
    expect(calculateRound(1, [pick('throw', 1)]).defeated).toBe(true);
    expect(calculateRound(2, [pick('throw', 1)]).defeated).toBe(false);
  });

  it('rounds the same-track bonus up', () => {
    const round = calculateRound(12, [pick('throw', 3), pick('throw', 3)]);
    expect(round.tracks[0]).toMatchObject({ hits: [17, 17], sameTrackBonus: 7, total: 41 });
  });

  it('adds half the Throw damage as knock-back on a lured Cog', () => {
    const lured = calculateRound(6, [pick('lure', 1), pick('throw', 5)]);
    expect(lured.totalDamage).toBe(60);
    expect(lured.defeated).toBe(true);
    expect(calculateRound(5, [pick('throw', 5)]).defeated).toBe(false);
  });

  it('keeps half points of knock-back', () => {
    const round = calculateRound(4, [pick('lure', 2), pick('throw', 3)]);
    expect(round.totalDamage).toBe(25.5);
    expect(round.defeated).toBe(false);
  });

  it('gives knock-back to the first of Throw and Squirt only', () => {
    const round = calculateRound(12, [pick('lure', 1), pick('throw', 5), pick('squirt', 5)]);
    expect(round.totalDamage).toBe(40 + 20 + 30);
  });

  it('springs a lone trap when the Cog is lured, and leaves it unlured', () => {
    const round = calculateRound(11, [pick('trap', 6), pick('lure', 1), pick('throw', 5)]);
    expect(round.totalDamage).toBe(180 + 40);
    expect(round.defeated).toBe(true);
  });

  it('does nothing with two traps, or a trap without a lure', () => {
    expect(calculateRound(1, [pick('trap', 6), pick('trap', 6), pick('lure', 1)]).totalDamage).toBe(0);
    expect(calculateRound(1, [pick('trap', 6)]).totalDamage).toBe(0);
  });

  it('lets Drop miss a lured Cog, but hit once Throw has knocked it back', () => {
    expect(calculateRound(12, [pick('lure', 1), pick('drop', 5)]).totalDamage).toBe(0);
    const afterThrow = calculateRound(12, [pick('lure', 1), pick('throw', 5), pick('drop', 5)]);
    expect(afterThrow.totalDamage).toBe(40 + 20 + 60);
  });

  it('gives Sound no knock-back and wakes the Cog before Throw', () => {
    const round = calculateRound(12, [pick('lure', 1), pick('sound', 5), pick('throw', 5)]);
    expect(round.totalDamage).toBe(21 + 40);
  });

  it('counts at most four toons', () => {
    const five = Array.from({ length: 5 }, () => pick('throw', 1));
    expect(calculateRound(12, five).tracks[0]?.hits).toHaveLength(4);
  });

  it('refuses a level it has no health for', () => {
    expect(() => calculateRound(13, [])).toThrow(RangeError);
  });
});
