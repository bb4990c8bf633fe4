// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred-component.js';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('deferredComponent', () => {
  it('shows the fallback, then the component with its props once the code is there', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const Deferred = deferredComponent(
      () => new Promise<typeof Greeting>((done) => (resolve = done)),
      <p>Loading the page</p>,
    );
    render(<Deferred name="Flippy" />);
    expect(screen.getByText('Loading the page')).toBeTruthy();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Flippy')).toBeTruthy();
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('renders at once, with no fallback, when the code was preloaded', async () => {
    let loads = 0;
    const Deferred = deferredComponent(
      async () => {
        loads += 1;
        return Greeting;
      },
      <p>Loading the page</p>,
    );
    await Deferred.preload();
    render(<Deferred name="Daisy" />);
    expect(screen.getByText('Hello Daisy')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and loads again on the next mount', async () => {
    let attempts = 0;
    const Deferred = deferredComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk unreachable');
      return Greeting;
    });
    const first = render(
      <Catch>
        <Deferred name="Goofy" />
      </Catch>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'chunk unreachable');
    first.unmount();
    render(<Deferred name="Goofy" />);
    expect(await screen.findByText('Hello Goofy')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
