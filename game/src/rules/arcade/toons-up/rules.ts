// The numbers that make toons-up feel the way it does. World units are pixels of a 360-wide
// playfield; y grows upward; time is in seconds.
import { MAX_TOONS_UP_STEPS } from 'shared-contracts/domain';

export const WORLD_WIDTH = 360;
export const VIEW_HEIGHT = 560;

/** Simulation step: the game advances in fixed steps whatever the display's frame rate. */
export const STEP_SECONDS = 1 / 60;
/** A slow or stalled frame never runs more than this many steps (no spiral of death). */
export const MAX_STEPS_PER_FRAME = 5;
/** A game ends after 20 minutes of play whatever happens (ended by 'time'; the claim schema's bound). */
export const MAX_GAME_STEPS = MAX_TOONS_UP_STEPS;

export const GRAVITY = -1800;
/** Upward speed after a bounce: the toon rises BOUNCE_SPEED² / (2·|GRAVITY|) = 225 units. */
export const BOUNCE_SPEED = 900;
export const MOVE_SPEED = 300;
export const TOON_RADIUS = 14;

export const PLATFORM_WIDTH = 64;
export const PLATFORM_THICKNESS = 10;
/** Gaps between platforms widen with height, always below the bounce's 225-unit reach. */
export const MIN_GAP = 55;
export const MAX_GAP_LOW = 95;
export const MAX_GAP_HIGH = 170;

export const BEAN_RADIUS = 8;
export const BEAN_CHANCE = 0.35;
export const BEAN_POINTS = 25;
/** Height units per point of climbing. */
export const UNITS_PER_POINT = 10;

export const COG_RADIUS = 16;
/** No Cogs on the first stretch: a minute of fun starts gently. */
export const COG_FREE_HEIGHT = 700;
export const MAX_COG_CHANCE = 0.3;

/** The view creeps upward on its own, faster with height: dawdling drops the toon off the bottom. */
export const BASE_SCROLL_SPEED = 22;
export const MAX_SCROLL_SPEED = 150;
export const SCROLL_GAIN_PER_UNIT = 0.012;
