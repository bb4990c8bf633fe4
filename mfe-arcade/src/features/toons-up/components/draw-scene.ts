import { type ToonsUpGame, toonsUpRules } from 'trinket-game/rules';

const { BEAN_RADIUS, COG_RADIUS, PLATFORM_THICKNESS, TOON_RADIUS, VIEW_HEIGHT, WORLD_WIDTH } = toonsUpRules;

const BEAN_COLOURS = ['#e8453c', '#f2b705', '#3aa655', '#3b82f6', '#c04bd6'];

/**
 * Draws one frame. World y grows upward; the canvas's grows downward from the top of the view.
 * `time` turns the Cogs' gears; with reduced motion they stay still.
 */
export function drawScene(
  context: CanvasRenderingContext2D,
  game: ToonsUpGame,
  options: { time: number; reducedMotion: boolean },
): void {
  const toScreen = (worldY: number) => VIEW_HEIGHT - (worldY - game.cameraY);
  const sky = context.createLinearGradient(0, 0, 0, VIEW_HEIGHT);
  // The sky darkens slowly with height: a sense of progress without numbers.
  const dusk = Math.min(1, game.maxHeight / 20_000);
  sky.addColorStop(0, `rgb(${Math.round(120 - 90 * dusk)} ${Math.round(190 - 140 * dusk)} 255)`);
  sky.addColorStop(1, '#e8f4ff');
  context.fillStyle = sky;
  context.fillRect(0, 0, WORLD_WIDTH, VIEW_HEIGHT);

  for (const platform of game.world.platforms) {
    if (platform.gone) continue;
    const y = toScreen(platform.y);
    if (y < -20 || y > VIEW_HEIGHT + 20) continue;
    context.fillStyle =
      platform.kind === 'cloud'
        ? '#ffffff'
        : platform.kind === 'ground'
          ? '#3d8b37'
          : platform.vx !== 0
            ? '#4f7fd9'
            : '#55b04d';
    roundRect(context, platform.x, y, platform.width, PLATFORM_THICKNESS, 5);
    if (platform.kind === 'cloud') {
      context.strokeStyle = '#9fb7d9';
      context.lineWidth = 1.5;
      context.stroke();
    }
  }

  game.world.beans.forEach((bean, index) => {
    if (bean.taken) return;
    const y = toScreen(bean.y);
    if (y < -20 || y > VIEW_HEIGHT + 20) return;
    context.fillStyle = BEAN_COLOURS[index % BEAN_COLOURS.length] as string;
    context.beginPath();
    context.ellipse(bean.x, y, BEAN_RADIUS, BEAN_RADIUS * 0.65, -0.5, 0, Math.PI * 2);
    context.fill();
  });

  const spin = options.reducedMotion ? 0 : options.time / 400;
  for (const cog of game.world.cogs) {
    const y = toScreen(cog.y);
    if (y < -30 || y > VIEW_HEIGHT + 30) continue;
    drawCog(context, cog.x, y, spin);
  }

  drawToon(context, game.toon.x, toScreen(game.toon.y), game.toon.vx);
}

function roundRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
  context.fill();
}

/** A grey gear with a frowning face: the Cog. */
function drawCog(context: CanvasRenderingContext2D, x: number, y: number, spin: number) {
  context.save();
  context.translate(x, y);
  context.rotate(spin);
  context.fillStyle = '#5b6270';
  for (let tooth = 0; tooth < 8; tooth += 1) {
    context.rotate(Math.PI / 4);
    context.fillRect(-3.5, -COG_RADIUS - 4, 7, 8);
  }
  context.beginPath();
  context.arc(0, 0, COG_RADIUS, 0, Math.PI * 2);
  context.fill();
  context.restore();
  context.fillStyle = '#c9ced8';
  context.beginPath();
  context.arc(x, y, COG_RADIUS * 0.55, 0, Math.PI * 2);
  context.fill();
  context.strokeStyle = '#2c3038';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(x - 5, y - 2);
  context.lineTo(x - 2, y - 1);
  context.moveTo(x + 5, y - 2);
  context.lineTo(x + 2, y - 1);
  context.moveTo(x - 4, y + 5);
  context.quadraticCurveTo(x, y + 2, x + 4, y + 5);
  context.stroke();
}

/** A round dog toon: head, floppy ears, eyes looking where it moves, and a bright shirt. */
function drawToon(context: CanvasRenderingContext2D, x: number, feetY: number, vx: number) {
  const centreY = feetY - TOON_RADIUS;
  const look = Math.sign(vx) * 2;
  context.fillStyle = '#f2b705';
  context.beginPath();
  context.ellipse(x, feetY - 5, TOON_RADIUS * 0.7, 6, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#b87333';
  context.beginPath();
  context.ellipse(x - TOON_RADIUS * 0.85, centreY - 4, 5, 9, 0.4, 0, Math.PI * 2);
  context.ellipse(x + TOON_RADIUS * 0.85, centreY - 4, 5, 9, -0.4, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#e8a26a';
  context.beginPath();
  context.arc(x, centreY - 4, TOON_RADIUS * 0.8, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(x - 4, centreY - 7, 3.2, 0, Math.PI * 2);
  context.arc(x + 4, centreY - 7, 3.2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#1c1b2e';
  context.beginPath();
  context.arc(x - 4 + look, centreY - 7, 1.6, 0, Math.PI * 2);
  context.arc(x + 4 + look, centreY - 7, 1.6, 0, Math.PI * 2);
  context.arc(x, centreY - 1, 2.2, 0, Math.PI * 2);
  context.fill();
}
