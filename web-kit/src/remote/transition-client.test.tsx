// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { transitionClient } from './transition-client.js';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('transitionClient', () => {
  it('draws, draws again with new props, stays interactive and empties its container on unmount', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = transitionClient.createRoot(container);
    await act(async () => root.render(<Counter start={1} />));
    expect(container.textContent).toBe('1');
    await act(async () => container.querySelector('button')?.click());
    expect(container.textContent).toBe('2');
    await act(async () => root.render(<p>Another page</p>));
    expect(container.textContent).toBe('Another page');
    await act(async () => root.unmount());
    expect(container.childNodes).toHaveLength(0);
  });
});
