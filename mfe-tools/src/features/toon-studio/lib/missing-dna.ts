/** The note under Toon Studio's list: how many of the player's Toons cannot be drawn yet. */
export function missingDnaNote(count: number): string {
  const toons = count === 1 ? '1 of your Toons has' : `${count} of your Toons have`;
  return `${toons} no style DNA yet: ToonLink fills it in from the game.`;
}
