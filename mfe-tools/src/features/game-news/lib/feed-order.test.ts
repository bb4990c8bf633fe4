import { describe, expect, it } from 'vitest';
import { newestNotesFirst, newestPostsFirst } from './feed-order';

const post = (postId: number) => ({ postId, title: `Post ${postId}`, author: 'Team', date: 'x' });
const note = (noteId: number) => ({ noteId, slug: `v${noteId}`, date: 'x' });

describe('feed lists', () => {
  it('put the highest id (the newest) first, whatever order they came in', () => {
    expect(newestPostsFirst([post(2), post(10), post(7)]).map((p) => p.postId)).toEqual([10, 7, 2]);
    expect(newestNotesFirst([note(1), note(3), note(2)]).map((n) => n.noteId)).toEqual([3, 2, 1]);
  });

  it('leave the list they were given as it was', () => {
    const given = [post(1), post(2)];
    newestPostsFirst(given);
    expect(given.map((p) => p.postId)).toEqual([1, 2]);
  });
});
