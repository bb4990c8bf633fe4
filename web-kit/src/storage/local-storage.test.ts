// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored, writeStored } from './local-storage.js';

const Schema = z.array(z.string());

beforeEach(() => window.localStorage.clear());

describe('readStored', () => {
  it('returns the fallback when missing, the value when valid', () => {
    expect(readStored('k', Schema, [])).toEqual({ status: 'missing', value: [] });
    writeStored('k', ['a']);
    expect(readStored('k', Schema, [])).toEqual({ status: 'ok', value: ['a'] });
  });

  it('reports corrupt JSON and foreign shapes without throwing or deleting them', () => {
    window.localStorage.setItem('k', '{broken');
    expect(readStored('k', Schema, [])).toMatchObject({ status: 'corrupt', value: [] });
    window.localStorage.setItem('k', JSON.stringify({ not: 'a list' }));
    expect(readStored('k', Schema, [])).toMatchObject({
      status: 'corrupt',
      problem: 'k has unexpected content',
    });
    expect(window.localStorage.getItem('k')).toContain('not');
  });
});
