import { SILLY_METER_MAX_HP, type SillyMeter } from 'shared-contracts/domain';

export interface SillyTeam {
  name: string;
  description: string;
  /** Points toward the team's reward, when the game lists them. */
  points: number | null;
  isWinner: boolean;
}

export interface SillyMeterView {
  headline: string;
  /** 0-100, how full the meter is. */
  percent: number;
  /** What happens at the next update, in words. */
  nextChange: string;
  /** Seconds until the next update (0 when it is due). */
  secondsToNextChange: number;
  teams: SillyTeam[];
}

const HEADLINES: Record<SillyMeter['state'], string> = {
  Active: 'The Silly Meter is filling up: Toons pick a Silly Team by defeating Cogs.',
  Reward: 'A Silly Team won: its reward is on for everyone.',
  Inactive: 'The Silly Meter is cooling down before the next round.',
};

const NEXT: Record<SillyMeter['state'], string> = {
  Active: 'Next update of the meter',
  Reward: 'The reward ends',
  Inactive: 'The next round starts',
};

/** The Silly Meter in words and numbers for the events page; `now` in epoch seconds. */
export function sillyMeterView(meter: SillyMeter, now: number): SillyMeterView {
  const teams = meter.rewards.map((name, index) => ({
    name,
    description: meter.rewardDescriptions[index] ?? '',
    points: meter.rewardPoints?.[index] ?? null,
    isWinner: meter.winner === name,
  }));
  return {
    headline:
      meter.state === 'Reward' && meter.winner
        ? `${meter.winner} won: their reward is on for everyone.`
        : HEADLINES[meter.state],
    percent: Math.round((Math.min(SILLY_METER_MAX_HP, Math.max(0, meter.hp)) / SILLY_METER_MAX_HP) * 100),
    nextChange: NEXT[meter.state],
    secondsToNextChange: Math.max(0, meter.nextUpdateTimestamp - now),
    teams,
  };
}
