/** Whether a page address's id can name a post or note: a positive whole number, as the api accepts it. */
export const isFeedId = (text: string): boolean => /^[1-9]\d{0,9}$/.test(text);
